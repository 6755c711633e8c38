import { demoSpace } from '../../storyblok-local/demoSpace'

/** Where the site reads content from, and with which credentials. */
export interface ContentSource {
  /** Full API base (`…/v2`) for the local service; undefined means Storyblok's region endpoint. */
  endpoint?: string
  region: string
  publicToken: string
  previewToken: string | null
  webhookSecret: string | null
  /** Known only for the local service; a real space's id is read from the preview request itself. */
  local: boolean
  spaceId: number | null
}

export class ContentConfigError extends Error {}

/**
 * The Storyblok space configured by secrets, or — when no STORYBLOK_TOKEN is set and the
 * environment allows it (STORYBLOK_LOCAL_ENDPOINT) — the local demo content service.
 */
export function contentSource(env: Env): ContentSource {
  if (env.STORYBLOK_TOKEN) {
    return {
      region: env.STORYBLOK_REGION,
      publicToken: env.STORYBLOK_TOKEN,
      previewToken: env.STORYBLOK_PREVIEW_TOKEN ?? null,
      webhookSecret: env.STORYBLOK_WEBHOOK_SECRET ?? null,
      local: false,
      spaceId: null,
    }
  }
  if (!env.STORYBLOK_LOCAL_ENDPOINT) {
    throw new ContentConfigError('STORYBLOK_TOKEN is not set and this environment has no local content service')
  }
  return {
    endpoint: env.STORYBLOK_LOCAL_ENDPOINT,
    region: env.STORYBLOK_REGION,
    publicToken: demoSpace.publicToken,
    previewToken: demoSpace.previewToken,
    webhookSecret: env.STORYBLOK_WEBHOOK_SECRET ?? demoSpace.webhookSecret,
    local: true,
    spaceId: demoSpace.id,
  }
}
