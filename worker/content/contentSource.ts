import { oncePerObject } from '../../shared/content/oncePerObject'
import { SPEC_READS_PER_SECOND } from './waitForReadSlot'
/** Where the site reads content from, and with which credentials. */
export interface ContentSource {
  /** Full API base (`…/v2`) of a local content service; undefined means Storyblok's region endpoint. */
  endpoint?: string
  region: string
  publicToken: string
  previewToken: string | null
  webhookSecret: string | null
  /** Reads private assets (`cdn/assets/me`); null: assets are read at their public URL. */
  assetToken: string | null
  /** The space's id, when configured: preview links from other spaces are refused. */
  spaceId: number | null
  /** Storyblok reads this isolate starts at most in a second (waitForReadSlot). */
  readsPerSecond: number
}

/** Content is not configured (no access token): every page is a 503, and the log says what to set. */
export class ContentConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContentConfigError'
  }
}

/** The SPEC's error for a missing access token, and what to set. */
const MISSING_TOKEN =
  "You need to provide an access token: set STORYBLOK_TOKEN to the Storyblok space's public access token (npx wrangler secret put STORYBLOK_TOKEN --env <environment>)"

const SPACE_ID = /^\d{1,12}$/
const READS_PER_SECOND = /^[1-9]\d{0,3}$/

/**
 * The Storyblok space configured by bindings: its tokens (secrets in production; `npm start`,
 * the tests and the bench pass the local demo space's), read from Storyblok's region endpoint,
 * or from STORYBLOK_LOCAL_ENDPOINT when that is set (the local content service). Read once per
 * isolate's environment.
 */
export const contentSource = oncePerObject((env: Env): ContentSource => {
  if (!env.STORYBLOK_TOKEN) throw new ContentConfigError(MISSING_TOKEN)
  return Object.freeze({
    ...(env.STORYBLOK_LOCAL_ENDPOINT ? { endpoint: env.STORYBLOK_LOCAL_ENDPOINT } : {}),
    region: env.STORYBLOK_REGION,
    publicToken: env.STORYBLOK_TOKEN,
    previewToken: env.STORYBLOK_PREVIEW_TOKEN || null,
    webhookSecret: env.STORYBLOK_WEBHOOK_SECRET || null,
    assetToken: env.STORYBLOK_ASSET_TOKEN || null,
    spaceId: SPACE_ID.test(env.STORYBLOK_SPACE_ID) ? Number(env.STORYBLOK_SPACE_ID) : null,
    readsPerSecond: READS_PER_SECOND.test(env.STORYBLOK_READS_PER_SECOND) ? Number(env.STORYBLOK_READS_PER_SECOND) : SPEC_READS_PER_SECOND,
  })
})
