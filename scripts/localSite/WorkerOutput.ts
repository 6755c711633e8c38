import { stripVTControlCharacters } from 'node:util'
import { busyPortMessage } from './busyPortMessage'

/** How long `wrangler dev` may take to answer on a busy two-core machine. */
const READY_TIMEOUT_MS = 180_000
const ERROR_LINE = /\[ERROR\]|✘/

/**
 * `wrangler dev`'s output under `npm start`: kept back until the site answers (its banner, the
 * bindings table and the cron and placeholder warnings are for wrangler's own users), except an
 * error, which is shown from its first line on; passed through once the site is ready.
 */
export class WorkerOutput {
  ready = false
  private lines: string[] = []
  private showing = false
  private exited = false
  /** The passed-on output's unfinished last line. */
  private partial = ''
  /** In the bindings table wrangler prints again on every reload, up to its blank line. */
  private inBindings = false

  constructor(private readonly sitePort: number) {}

  write(chunk: Buffer): void {
    const text = chunk.toString()
    if (this.ready) {
      this.passOn(text)
      return
    }
    if (this.showing) {
      process.stdout.write(text)
      return
    }
    for (const line of stripVTControlCharacters(text).split('\n')) {
      this.lines.push(line)
      if (ERROR_LINE.test(line) && !/Address already in use/.test(text)) this.show()
    }
  }

  /**
   * wrangler's lines once the site is up, but the bindings table it prints again on every reload
   * of wrangler.toml (about 40 lines; `npm start`'s ready lines say what the site runs with).
   */
  private passOn(text: string): void {
    const lines = (this.partial + text).split('\n')
    this.partial = lines.pop() ?? ''
    for (const line of lines) {
      const plain = stripVTControlCharacters(line)
      if (plain.startsWith('Your Worker has access to the following bindings')) this.inBindings = true
      else if (this.inBindings && plain.trim() === '') this.inBindings = false
      else if (!this.inBindings) process.stdout.write(`${line}\n`)
    }
  }

  private show(): void {
    this.showing = true
    const first = this.lines.findIndex((line) => ERROR_LINE.test(line))
    process.stdout.write(this.lines.slice(first).join('\n') + '\n')
  }

  /** What to tell the person when wrangler stopped before the site was ready: one line for a taken port, else its last lines. */
  failure(): string {
    this.exited = true
    const all = this.lines.join('\n')
    if (/Address already in use|EADDRINUSE/.test(all)) return busyPortMessage(this.sitePort, 'SITE_PORT')
    if (this.showing) return 'npm start: wrangler dev stopped (its error is above).'
    return `${this.lines.slice(-30).join('\n')}\nnpm start: wrangler dev stopped before the site answered.`
  }

  /** Polls the site until it answers (true), wrangler stops or the time is up (false). */
  async waitUntilReady(url: string): Promise<boolean> {
    const deadline = Date.now() + READY_TIMEOUT_MS
    while (!this.exited && Date.now() < deadline) {
      try {
        if ((await fetch(url)).ok) {
          this.ready = true
          return true
        }
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    if (!this.exited) console.error(`${this.lines.slice(-30).join('\n')}\nnpm start: the site did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s.`)
    return false
  }
}
