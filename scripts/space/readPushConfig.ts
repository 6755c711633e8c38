import { readFileSync } from 'node:fs'
import { isSpaceId } from '../deploy/isSpaceId'

export interface PushConfig {
  spaceId: number
  token: string
  /** The Management API's origin (a local content service's also serves the Content Delivery API under /v2); absent: the region's. */
  endpoint: string | undefined
  /** The space's region (`STORYBLOK_REGION`, as the site reads it): the Management and Content Delivery APIs' hosts. */
  region: Region
  dryRun: boolean
  prune: boolean
  withDemoContent: boolean
  /** `--force`: `--with-demo-content` may overwrite stories whose content differs from the demo's. */
  force: boolean
  /** Requests per second (`STORYBLOK_MANAGEMENT_RATE_LIMIT`): 3 on Storyblok's Starter plan; absent: the client's default (6). */
  rateLimit: number | undefined
}

const DEV_VARS = '.dev.vars'
const REGIONS = ['eu', 'us', 'ca', 'ap', 'cn'] as const
type Region = (typeof REGIONS)[number]
const OPTIONS = ['--dry-run', '--prune', '--with-demo-content', '--force']

/** `KEY=value` lines of `.dev.vars` (git-ignored), quotes around a value removed. */
function readDevVars(): Record<string, string> {
  let text = ''
  try {
    text = readFileSync(DEV_VARS, 'utf8')
  } catch {
    return {}
  }
  const vars: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (match?.[1]) vars[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2')
  }
  return vars
}

/**
 * The push's configuration from the environment, else `.dev.vars` (the region also else the site's
 * own `STORYBLOK_REGION` in wrangler.toml, `siteVars`); a one-line reason when something is missing.
 */
export function readPushConfig(argv: string[], environment: NodeJS.ProcessEnv, siteVars: Record<string, unknown>): PushConfig | string {
  const unknown = argv.filter((arg) => !OPTIONS.includes(arg))
  if (unknown.length > 0) return `unknown option ${unknown.join(' ')} (options: ${OPTIONS.join(', ')})`
  const devVars = readDevVars()
  const value = (name: string) => environment[name] || devVars[name] || ''
  const rawSpaceId = value('STORYBLOK_SPACE_ID').trim()
  const token = value('STORYBLOK_PERSONAL_ACCESS_TOKEN')
  if (!rawSpaceId) return 'STORYBLOK_SPACE_ID is not set (environment or .dev.vars): the id of the space to push to.'
  if (!isSpaceId(rawSpaceId)) return `STORYBLOK_SPACE_ID "${rawSpaceId}" is malformed: a space id is a number (Settings → Space in Storyblok, e.g. 288123).`
  const spaceId = Number(rawSpaceId)
  if (!token) return 'STORYBLOK_PERSONAL_ACCESS_TOKEN is not set (environment or .dev.vars): a personal access token, from My account → Personal access tokens.'
  const rateLimit = Number(value('STORYBLOK_MANAGEMENT_RATE_LIMIT')) || undefined
  const siteRegion = typeof siteVars.STORYBLOK_REGION === 'string' ? siteVars.STORYBLOK_REGION : ''
  const region = (value('STORYBLOK_REGION') || siteRegion || 'eu') as Region
  if (!REGIONS.includes(region)) return `STORYBLOK_REGION "${region}" is not a Storyblok region (${REGIONS.join(', ')}).`
  return {
    spaceId,
    token,
    endpoint: value('STORYBLOK_MANAGEMENT_ENDPOINT') || undefined,
    region,
    dryRun: argv.includes('--dry-run'),
    prune: argv.includes('--prune'),
    withDemoContent: argv.includes('--with-demo-content'),
    force: argv.includes('--force'),
    rateLimit,
  }
}
