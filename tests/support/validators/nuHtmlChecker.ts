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
 * The W3C Nu HTML checker (vnu) over every page in one JVM run: Java from Debian's
 * `default-jre-headless`, which `.ci/run` installs when it is missing.
 */
export function nuHtmlChecker(pages: SitePage[]): NuMessage[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
  try {
    const files = new Map(pages.map((page, index) => [path.join(dir, `${index}.html`), page.path]))
    for (const [file, pagePath] of files) writeFileSync(file, pages.find((page) => page.path === pagePath)?.html ?? '')
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.keys()], {
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
