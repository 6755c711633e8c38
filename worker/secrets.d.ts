// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; they are
// optional because the local content service stands in when they are missing.
declare namespace Cloudflare {
  interface Env {
    STORYBLOK_TOKEN?: string
    STORYBLOK_PREVIEW_TOKEN?: string
    STORYBLOK_WEBHOOK_SECRET?: string
    STORYBLOK_ASSET_TOKEN?: string
    /** Without it gated reports answer 503: no download can be signed. */
    DOWNLOAD_SIGNING_SECRET?: string
    LEADS_IP_HASH_SECRET?: string
  }
}
