/** `story` → `stories`, `folder` → `folders`. */
const plural = (kind: string) => (kind.endsWith('s') ? kind : kind.endsWith('y') ? `${kind.slice(0, -1)}ies` : `${kind}s`)

/** What a push did (or, in a dry run, would do) to each thing it manages, printed as it goes and summed at the end. */
export class PushReport {
  private readonly counts = new Map<string, { created: number; updated: number; unchanged: number; deleted: number }>()
  kept = 0
  requests = 0
  /** What the push is at, for its progress lines: `components`, `stories 120 of 588`, … */
  phase = 'starting'

  constructor(
    private readonly print: (line: string) => void,
    /** A dry run reads the space and reports, and writes nothing. */
    private readonly dryRun: boolean,
  ) {}

  /** A read of the space, counted. */
  read<T>(request: () => Promise<T>): Promise<T> {
    this.requests++
    return request()
  }

  /** A write to the space, counted; skipped (undefined) in a dry run. */
  async write<T>(request: () => Promise<T>): Promise<T | undefined> {
    if (this.dryRun) return undefined
    this.requests++
    return request()
  }

  private count(kind: string) {
    let entry = this.counts.get(kind)
    if (!entry) this.counts.set(kind, (entry = { created: 0, updated: 0, unchanged: 0, deleted: 0 }))
    return entry
  }

  created(kind: string, name: string): void {
    this.count(kind).created++
    this.print(`${kind} ${name}: created`)
  }

  updated(kind: string, name: string, what: string[]): void {
    this.count(kind).updated++
    this.print(`${kind} ${name}: updated (${what.join(', ')})`)
  }

  unchanged(kind: string): void {
    this.count(kind).unchanged++
  }

  deleted(kind: string, name: string): void {
    this.count(kind).deleted++
    this.print(`${kind} ${name}: not in the model, deleted (--prune)`)
  }

  /** A line about the push that is no change (something left out, and why). */
  note(line: string): void {
    this.print(line)
  }

  notInModel(kind: string, name: string): void {
    this.kept++
    this.print(`${kind} ${name}: not in the model, kept (--prune deletes it)`)
  }

  get changes(): number {
    return [...this.counts.values()].reduce((sum, entry) => sum + entry.created + entry.updated + entry.deleted, 0)
  }

  /** One progress line: time so far, requests, changes, and what the push is at. */
  progress(seconds: number): string {
    return `space:push: ${seconds} s, ${this.requests} requests, ${this.changes} change(s) so far; ${this.phase}…`
  }

  summary(): string[] {
    return [...this.counts].map(
      ([kind, entry]) =>
        `${plural(kind)}: ${entry.created} created, ${entry.updated} updated, ${entry.unchanged} unchanged${entry.deleted ? `, ${entry.deleted} deleted` : ''}`,
    )
  }
}
