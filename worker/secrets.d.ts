// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; they are
// optional because the local content service stands in when they are missing.
// `wrangler types` declares `Env` twice (the global one and `Cloudflare.Env`, which
// `cloudflare:workers` gives): both take them.
interface WorkerSecrets {
  STORYBLOK_TOKEN?: string
  STORYBLOK_PREVIEW_TOKEN?: string
  STORYBLOK_WEBHOOK_SECRET?: string
  STORYBLOK_ASSET_TOKEN?: string
  /** Without it gated reports answer 503: no download can be signed. */
  DOWNLOAD_SIGNING_SECRET?: string
  LEADS_IP_HASH_SECRET?: string
  /** Where SERVER_TIMING is "debug": the value of `X-Debug-Timing` that shows Server-Timing. */
  SERVER_TIMING_SECRET?: string
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the secrets into wrangler's global Env
interface Env extends WorkerSecrets {}

declare namespace Cloudflare {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the secrets into Cloudflare.Env
  interface Env extends WorkerSecrets {}
}
