export interface LoggedRequest {
  method: string
  /** Path and query string, e.g. `/v2/cdn/stories?version=published&token=…`. */
  path: string
  /** HTTP status; 0 when the connection was closed without an answer. */
  status: number
  /** ISO timestamp of arrival. */
  at: string
}

/** API requests received since the last reset (control requests are not logged). */
export class RequestLog {
  private entries: LoggedRequest[] = []

  record(entry: LoggedRequest): void {
    this.entries.push(entry)
  }

  list(): LoggedRequest[] {
    return [...this.entries]
  }

  clear(): void {
    this.entries = []
  }
}
