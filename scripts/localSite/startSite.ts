import { spawn, type ChildProcess } from 'node:child_process'

/** Polls a site started by `npm start` until it answers (up to two minutes). */
async function waitForSite(site: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${site}/builds/latest.json`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('site did not start')
}

/** `npm start --no-build` on ports of its own (site and local content service), once it answers; `env` adds variables (e.g. LEADS_RATE_LIMIT), `args` options (e.g. --empty). */
export async function startSite(sitePort: number, contentPort: number, env: Record<string, string> = {}, args: string[] = []): Promise<ChildProcess> {
  const child = spawn('npm', ['start', '--', '--no-build', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...env, SITE_PORT: String(sitePort), STORYBLOK_LOCAL_PORT: String(contentPort) },
  })
  // npm start ends at once when it cannot start (a busy port, a failed step): its reason is on stderr.
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`npm start ended (exit code ${code}) before its site answered`))),
  )
  await Promise.race([waitForSite(`http://127.0.0.1:${sitePort}`), exited])
  return child
}

/** Stops a site from `startSite` and everything it started. */
export function stopSite(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    process.kill(-(child.pid as number), 'SIGTERM')
  })
}
