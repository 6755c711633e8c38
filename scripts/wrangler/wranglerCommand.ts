// wrangler as the repo's commands run it: the project's own (node_modules/.bin, where the deploy
// checks' fresh clone puts its stand-in for a Cloudflare account), with that folder first on PATH
// as npx would put it, so wrangler runs on the project's Node; without npx itself, which costs
// each call about 0.7 s of CPU before wrangler starts.
import { delimiter, resolve } from 'node:path'

const PROJECT_BIN = resolve('node_modules/.bin')
export const WRANGLER = resolve(PROJECT_BIN, 'wrangler')

/** `env` with the project's bin folder first on PATH. */
export function withProjectBin(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PATH: `${PROJECT_BIN}${delimiter}${env.PATH ?? ''}` }
}
