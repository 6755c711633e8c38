import { readFileSync } from 'node:fs'

export interface PushConfig {
  spaceId: number
  token: string
  /** The Management API's origin; absent: the client picks the region's from the space id. */
  endpoint: string | undefined
  dryRun: boolean
  prune: boolean
  withDemoContent: boolean
  /** Requests per second (`STORYBLOK_MANAGEMENT_RATE_LIMIT`): 3 on Storyblok's Starter plan; absent: the client's default (6). */
  rateLimit: number | undefined
}

const DEV_VARS = '.dev.vars'
const OPTIONS = ['--dry-run', '--prune', '--with-demo-content']

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

/** The push's configuration from the environment, else `.dev.vars`; a one-line reason when something is missing. */
export function readPushConfig(argv: string[], environment: NodeJS.ProcessEnv): PushConfig | string {
  const unknown = argv.filter((arg) => !OPTIONS.includes(arg))
  if (unknown.length > 0) return `unknown option ${unknown.join(' ')} (options: ${OPTIONS.join(', ')})`
  const devVars = readDevVars()
  const value = (name: string) => environment[name] || devVars[name] || ''
  const spaceId = Number(value('STORYBLOK_SPACE_ID'))
  const token = value('STORYBLOK_PERSONAL_ACCESS_TOKEN')
  if (!Number.isInteger(spaceId) || spaceId <= 0) return 'STORYBLOK_SPACE_ID is not set (environment or .dev.vars): the id of the space to push to.'
  if (!token) return 'STORYBLOK_PERSONAL_ACCESS_TOKEN is not set (environment or .dev.vars): a personal access token, from My account → Personal access tokens.'
  const rateLimit = Number(value('STORYBLOK_MANAGEMENT_RATE_LIMIT')) || undefined
  return {
    spaceId,
    token,
    endpoint: value('STORYBLOK_MANAGEMENT_ENDPOINT') || undefined,
    dryRun: argv.includes('--dry-run'),
    prune: argv.includes('--prune'),
    withDemoContent: argv.includes('--with-demo-content'),
    rateLimit,
  }
}
