import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SitePage } from './sitePages'

export interface NuMessage {
  path: string
  type: 'error' | 'warning'
  message: string
  extract: string
}

interface NuOutput {
  messages: { type: string; subType?: string; url?: string; message: string; extract?: string }[]
}

/** The checker's jar, from the `vnu-jar` package. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * One short run on a busy machine: the client compiler only and the serial collector take the
 * checker's CPU from about 26 s to 18 s over the demo's 517 pages (the same messages; its wall
 * time about the same), and the client compiler's larger frames need a larger stack than the
 * 512 KB the checker asks for.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m']

/**
 * The W3C Nu HTML checker (vnu) over every page in one JVM run: Java from Debian's
 * `default-jre-headless`, which `.ci/run` installs when it is missing.
 */
export function nuHtmlChecker(pages: SitePage[]): NuMessage[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
  try {
    const files = new Map(pages.map((page, index) => [path.join(dir, `${index}.html`), page.path]))
    for (const [file, pagePath] of files) writeFileSync(file, pages.find((page) => page.path === pagePath)?.html ?? '')
    const run = spawnSync('java', [...JVM_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    })
    if (run.error) throw new Error(`java could not run the Nu HTML checker (${run.error.message}): apt-get install -y default-jre-headless`)
    const output = JSON.parse(run.stderr) as NuOutput
    return output.messages
      .filter((message) => message.type === 'error' || message.subType === 'warning')
      .map((message) => ({
        path: files.get(new URL(message.url ?? 'file:///').pathname) ?? message.url ?? '',
        type: message.type === 'error' ? 'error' : 'warning',
        message: message.message,
        extract: (message.extract ?? '').trim().slice(0, 120),
      }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
