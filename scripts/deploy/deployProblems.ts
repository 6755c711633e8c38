import { isSpaceId } from './isSpaceId'
import { placeholderHost } from './placeholderHost'

/** A route as wrangler's configuration holds it: a pattern, alone or with its zone or custom-domain flag. */
type Route = string | { pattern: string }

/** The parts of an environment's resolved wrangler configuration, and of its Cloudflare account, a deploy depends on. */
export interface DeployTarget {
  environment: string
  /** The environment's Worker name, and the top-level (development) configuration's. */
  name: string
  topLevelName: string
  routes: Route[]
  kvNamespaces: { binding: string; id?: string }[]
  d1Databases: { binding: string; database_name?: string; database_id?: string }[]
  vars: Record<string, unknown>
  /** Names from `wrangler secret list --env <environment>`, or why they could not be listed. */
  secrets: string[] | string
  /** Whether CLOUDFLARE_API_TOKEN is set: then wrangler used it, and a login would not help. */
  apiToken: boolean
  /** Migrations of migrations/ not yet applied to the environment's D1 (`wrangler d1 migrations list --remote`), or why they could not be listed. */
  pendingMigrations: string[] | string
  /** wrangler.toml's `workers_dev` and `preview_urls` of the environment (undefined: not set, which leaves them to wrangler's defaults and the account). */
  workersDev: boolean | undefined
  previewUrls: boolean | undefined
  /** The other deployed environments, as wrangler.toml resolves them: nothing of theirs may be this one's too. */
  others: DeployedEnvironment[]
}

/** What makes an environment its own: its Worker name, routes, KV and D1 ids and SITE_ORIGIN. */
export type DeployedEnvironment = Pick<DeployTarget, 'environment' | 'name' | 'routes' | 'kvNamespaces' | 'd1Databases' | 'vars'>

/**
 * Secrets the worker needs in every deployed environment (see docs/deploying.md, "Deploying"): content, webhooks, and the gated reports' private files, download links and rate limit.
 * @internal the deploy checks give their stand-in account exactly these.
 */
export const REQUIRED_SECRETS = [
  'STORYBLOK_TOKEN',
  'STORYBLOK_PREVIEW_TOKEN',
  'STORYBLOK_WEBHOOK_SECRET',
  'STORYBLOK_ASSET_TOKEN',
  'DOWNLOAD_SIGNING_SECRET',
  'LEADS_IP_HASH_SECRET',
]

/** Ids like `00000000000000000000000000000002` or `<your-id>`: written into the repo, never created. */
export function isPlaceholderId(id: string | undefined): boolean {
  const plain = (id ?? '').replace(/-/g, '')
  return plain === '' || /^0+[\da-f]?$/i.test(plain) || /placeholder|todo|xxx|your|[<>]/i.test(plain)
}

/** The host a route pattern serves: `*.freight.com/*` → `freight.com`. */
function routeHost(route: Route): string {
  const pattern = typeof route === 'string' ? route : route.pattern
  return pattern
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^\*\.?/, '')
    .toLowerCase()
}

function bindingProblems({ environment, kvNamespaces, d1Databases }: DeployTarget): string[] {
  const problems: string[] = []
  for (const { binding, id } of kvNamespaces) {
    if (isPlaceholderId(id))
      problems.push(
        `KV namespace ${binding} has the placeholder id "${id ?? ''}": create it (npx wrangler kv namespace create ${binding} --env ${environment}) and put its id into wrangler.toml [env.${environment}].`,
      )
  }
  for (const { binding, database_name: name, database_id: id } of d1Databases) {
    if (isPlaceholderId(id))
      problems.push(
        `D1 database ${binding} has the placeholder id "${id ?? ''}": create it (npx wrangler d1 create ${name ?? `<database_name of [env.${environment}]>`}) and put its database_id into wrangler.toml [env.${environment}].`,
      )
  }
  return problems
}

function domainProblems({ environment, routes, vars }: DeployTarget): string[] {
  const problems: string[] = []
  if (routes.length === 0)
    problems.push(
      `[env.${environment}] has no route: add routes = [{ pattern = "<its host name>", custom_domain = true }] to wrangler.toml [env.${environment}] (docs/deploying.md, "Domains").`,
    )
  for (const host of routes.map(routeHost).filter(placeholderHost))
    problems.push(`The route "${host}" of [env.${environment}] is a placeholder domain: put the environment's real host name into its routes in wrangler.toml.`)
  const origin = siteOrigin(vars)
  let host: string | null = null
  try {
    host = origin ? new URL(origin).host : null
  } catch {
    problems.push(`SITE_ORIGIN "${origin}" in [env.${environment}.vars] is not a URL: set it to https://<the environment's host name>.`)
  }
  if (!origin)
    problems.push(
      `SITE_ORIGIN is empty in [env.${environment}.vars]: set it to https://<the environment's host name> (without it, canonicals, feeds and sitemaps would take the host a request names).`,
    )
  else if (host !== null && !origin.startsWith('https://'))
    problems.push(`SITE_ORIGIN "${origin}" in [env.${environment}.vars] is not https: set it to https://${host}.`)
  if (host !== null && placeholderHost(host))
    problems.push(`SITE_ORIGIN "${origin}" in [env.${environment}.vars] is a placeholder domain: set it to https://<the environment's host name>.`)
  else if (host !== null && !routes.map(routeHost).includes(host))
    problems.push(`SITE_ORIGIN "${origin}" in [env.${environment}.vars] is not a host of the environment's routes: make it https://<one of its routes>.`)
  return problems
}

/** The environment's SITE_ORIGIN as wrangler.toml gives it ('' when unset). */
function siteOrigin(vars: Record<string, unknown>): string {
  return typeof vars.SITE_ORIGIN === 'string' ? vars.SITE_ORIGIN.trim() : ''
}

/** Addresses other than its own domain: *.workers.dev and preview URLs must be turned off in wrangler.toml. */
function subdomainProblems({ environment, workersDev, previewUrls }: DeployTarget): string[] {
  const problems: string[] = []
  if (workersDev !== false)
    problems.push(`workers_dev is not false in [env.${environment}]: set workers_dev = false, or the site also answers at its *.workers.dev address.`)
  if (previewUrls !== false)
    problems.push(`preview_urls is not false in [env.${environment}]: set preview_urls = false, or every version of the site answers at a preview address.`)
  return problems
}

/** What this environment shares with another deployed one: a deploy would overwrite it, or write into its data. */
function sharedProblems(target: DeployTarget): string[] {
  const problems: string[] = []
  const ids = (environment: DeployedEnvironment) => ({
    hosts: new Set(environment.routes.map(routeHost)),
    kv: new Set(environment.kvNamespaces.map((namespace) => namespace.id).filter((id) => !isPlaceholderId(id))),
    d1: new Set(environment.d1Databases.map((database) => database.database_id).filter((id) => !isPlaceholderId(id))),
  })
  const own = ids(target)
  const where = `[env.${target.environment}]`
  for (const other of target.others) {
    const theirs = ids(other)
    const also = `which is also [env.${other.environment}]'s: give ${where} its own in wrangler.toml.`
    if (target.name === other.name) problems.push(`${where} has the Worker name "${target.name}", ${also}`)
    for (const host of [...own.hosts].filter((host) => theirs.hosts.has(host))) problems.push(`${where} has the route "${host}", ${also}`)
    if (siteOrigin(target.vars) !== '' && siteOrigin(target.vars) === siteOrigin(other.vars))
      problems.push(`${where} has SITE_ORIGIN "${siteOrigin(target.vars)}", ${also}`)
    for (const id of [...own.kv].filter((id) => theirs.kv.has(id))) problems.push(`${where} has the KV namespace id "${id}", ${also}`)
    for (const id of [...own.d1].filter((id) => theirs.d1.has(id))) problems.push(`${where} has the D1 database id "${id}", ${also}`)
  }
  return problems
}

function storyblokProblems({ environment, vars }: DeployTarget): string[] {
  const spaceId = typeof vars.STORYBLOK_SPACE_ID === 'string' ? vars.STORYBLOK_SPACE_ID.trim() : ''
  const problems: string[] = []
  if (!spaceId)
    problems.push(`STORYBLOK_SPACE_ID is empty in [env.${environment}.vars]: set the space's id (Storyblok → Settings → Space, a number such as "288123").`)
  else if (!isSpaceId(spaceId))
    problems.push(`STORYBLOK_SPACE_ID "${spaceId}" in [env.${environment}.vars] is malformed: a space id is a number (Storyblok → Settings → Space).`)
  if (vars.STORYBLOK_LOCAL_ENDPOINT)
    problems.push(`STORYBLOK_LOCAL_ENDPOINT must be empty in [env.${environment}.vars]: the local content service is for development only.`)
  if (vars.STORYBLOK_LOCAL_EDITOR_ORIGIN)
    problems.push(
      `STORYBLOK_LOCAL_EDITOR_ORIGIN must be empty in [env.${environment}.vars]: the local editor is for development only (a preview would let it frame the site).`,
    )
  if (vars.SERVER_TIMING === 'always')
    problems.push(
      `SERVER_TIMING is "always" in [env.${environment}.vars]: set it to "debug", or every answer tells whether an address was opened lately (docs/security.md, "Headers that tell nothing").`,
    )
  return problems
}

function accountProblems({ environment, secrets, apiToken, pendingMigrations, d1Databases }: DeployTarget): string[] {
  const problems: string[] = []
  if (typeof secrets === 'string') {
    const fix = apiToken
      ? 'check that CLOUDFLARE_API_TOKEN is valid and may edit Workers and D1 on the account CLOUDFLARE_ACCOUNT_ID names (docs/deploying.md, "1. Access")'
      : 'log in with npx wrangler login or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID'
    problems.push(`The secrets could not be checked (npx wrangler secret list --env ${environment}: ${secrets}); ${fix}.`)
  } else {
    for (const name of REQUIRED_SECRETS) {
      if (!secrets.includes(name)) problems.push(`Secret ${name} is not set: npx wrangler secret put ${name} --env ${environment}`)
    }
  }
  const binding = d1Databases[0]?.binding ?? 'LEADS'
  const apply = `npx wrangler d1 migrations apply ${binding} --env ${environment} --remote`
  if (typeof pendingMigrations === 'string')
    problems.push(`The D1 migrations could not be checked (npx wrangler d1 migrations list ${binding} --env ${environment} --remote: ${pendingMigrations}).`)
  else if (pendingMigrations.length > 0)
    problems.push(`D1 database ${binding} has ${pendingMigrations.length} pending migration(s) (${pendingMigrations.join(', ')}): apply them first: ${apply}`)
  return problems
}

/**
 * Why this environment must not be deployed yet, one line per problem, each naming the setting
 * and the fix (empty: go ahead): a Worker name shared with the development configuration, or
 * a name, route, SITE_ORIGIN, KV or D1 shared with another environment (a staging deploy that
 * would land on production), placeholder KV or D1 ids, no route or a placeholder domain, an
 * empty or non-https SITE_ORIGIN, *.workers.dev or preview addresses left on, an empty or
 * malformed space id, the local content service or editor still configured (which would serve
 * demo content, honour the bench's cache bypass, or let a local editor frame the site, in
 * public), missing secrets and pending D1 migrations.
 */
export function deployProblems(target: DeployTarget): string[] {
  const { environment, name, topLevelName } = target
  const clash =
    name === topLevelName
      ? [
          `[env.${environment}] has the Worker name "${name}", which is also the top-level name: a plain \`wrangler deploy\` would put the development configuration onto it; give the top level a name of its own in wrangler.toml.`,
        ]
      : []
  return [
    ...clash,
    ...sharedProblems(target),
    ...bindingProblems(target),
    ...domainProblems(target),
    ...subdomainProblems(target),
    ...storyblokProblems(target),
    ...accountProblems(target),
  ]
}
