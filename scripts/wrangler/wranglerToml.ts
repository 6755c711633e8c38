// The few values of wrangler.toml that the quick commands read (space:push, seo:report,
// leads:export, search:misses), as wrangler reads them: `vars` and `d1_databases` belong to the
// top level or to an environment's own block, never inherited. Read with a TOML parser, not
// wrangler's `unstable_readConfig`: loading wrangler costs each command about 2 s of CPU before it
// starts (under tsx, on these machines). The deploy script keeps wrangler's reader: it checks every
// setting wrangler would deploy.
import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

interface D1Database {
  binding: string
  database_name?: string
  database_id?: string
}

interface Block {
  vars?: Record<string, unknown>
  d1_databases?: D1Database[]
}

/** wrangler.toml as the command's folder has it; one line and exit code 1 where it is missing or no TOML (the parser names the line). */
function readToml(): Block & { env?: Record<string, Block> } {
  try {
    return parse(readFileSync('wrangler.toml', 'utf8')) as Block & { env?: Record<string, Block> }
  } catch (error) {
    console.error(`wrangler.toml could not be read: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

/** The top level (no `environment`) or `[env.<environment>]`; an environment wrangler.toml lacks has nothing of its own. */
function block(environment?: string): Block {
  const toml = readToml()
  return environment ? (toml.env?.[environment] ?? {}) : toml
}

/** The `[vars]` of the top level or of an environment. */
export function wranglerVars(environment?: string): Record<string, unknown> {
  return block(environment).vars ?? {}
}

/** The D1 database bound as `binding` at the top level or in an environment. */
export function wranglerD1(binding: string, environment?: string): D1Database | undefined {
  return block(environment).d1_databases?.find((database) => database.binding === binding)
}
