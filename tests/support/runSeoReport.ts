import { spawn } from 'node:child_process'

/** `npm run -s seo:report -- …args` as a person runs it, against the local site on `sitePort`: its exit code and output. */
export function runSeoReport(args: string[], sitePort?: number | string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '-s', 'seo:report', '--', ...args], {
    env: { ...process.env, ...(sitePort === undefined ? {} : { SITE_PORT: String(sitePort) }) },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}
