/** The parts of an environment's resolved wrangler configuration a deploy depends on. */
export interface DeployTarget {
  environment: string
  kvNamespaces: { binding: string; id?: string }[]
  d1Databases: { binding: string; database_id?: string }[]
  vars: Record<string, unknown>
  /** Names from `wrangler secret list --env <environment>`, or why they could not be listed. */
  secrets: string[] | string
}

/** Secrets the worker needs in every deployed environment (see docs/deploying.md, "Deploying"): content, webhooks, and the gated reports' private files, download links and rate limit. */
export const REQUIRED_SECRETS = [
  'STORYBLOK_TOKEN',
  'STORYBLOK_PREVIEW_TOKEN',
  'STORYBLOK_WEBHOOK_SECRET',
  'STORYBLOK_ASSET_TOKEN',
  'DOWNLOAD_SIGNING_SECRET',
  'LEADS_IP_HASH_SECRET',
]

/** Ids like `00000000000000000000000000000002` or `<your-id>`: written into the repo, never created. */
function isPlaceholder(id: string | undefined): boolean {
  const plain = (id ?? '').replace(/-/g, '')
  return plain === '' || /^0+[\da-f]?$/i.test(plain) || /placeholder|todo|xxx|your|[<>]/i.test(plain)
}

/**
 * Why this environment must not be deployed yet, one message per problem (empty: go ahead):
 * placeholder KV or D1 ids, missing secrets, or the local content service still configured
 * (which would serve demo content, and honour the bench's cache bypass, in public).
 */
export function deployProblems({ environment, kvNamespaces, d1Databases, vars, secrets }: DeployTarget): string[] {
  const problems: string[] = []
  for (const { binding, id } of kvNamespaces) {
    if (isPlaceholder(id))
      problems.push(
        `KV namespace ${binding} has the placeholder id "${id ?? ''}": create it (npx wrangler kv namespace create ${binding} --env ${environment}) and put its id into wrangler.toml [env.${environment}].`,
      )
  }
  for (const { binding, database_id: id } of d1Databases) {
    if (isPlaceholder(id))
      problems.push(
        `D1 database ${binding} has the placeholder id "${id ?? ''}": create it (npx wrangler d1 create <name>) and put its database_id into wrangler.toml [env.${environment}].`,
      )
  }
  if (typeof secrets === 'string') {
    problems.push(
      `The secrets could not be checked (npx wrangler secret list --env ${environment}: ${secrets}); log in with npx wrangler login or set CLOUDFLARE_API_TOKEN.`,
    )
  } else {
    for (const name of REQUIRED_SECRETS) {
      if (!secrets.includes(name)) problems.push(`Secret ${name} is not set: npx wrangler secret put ${name} --env ${environment}`)
    }
  }
  if (vars.STORYBLOK_LOCAL_ENDPOINT)
    problems.push(`STORYBLOK_LOCAL_ENDPOINT must be empty in [env.${environment}.vars]: the local content service is for development only.`)
  return problems
}
