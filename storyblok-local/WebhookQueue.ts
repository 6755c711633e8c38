import { sendWebhook, type WebhookDelivery, type WebhookSettings } from './sendWebhook'

/**
 * The webhooks of Management API writes (a story published, datasource entries saved), sent
 * after the write's answer, one at a time. A push writes hundreds of stories in a row: while one
 * delivery is under way, later events wait as one, the latest, which is sent next. The site
 * invalidates all of its content on any event, so it sees the last write either way.
 */
export class WebhookQueue {
  private waiting: string | null = null
  private sending: Promise<void> | null = null

  constructor(
    private readonly settings: () => WebhookSettings,
    private readonly delivered: (delivery: WebhookDelivery) => void,
  ) {}

  /** Whether an event is being sent or waits to be. */
  get pending(): boolean {
    return this.sending !== null
  }

  /** Resolves once every event sent so far has been delivered (or collapsed into a later one that was). */
  settled(): Promise<void> {
    return this.sending ?? Promise.resolve()
  }

  send(body: string): void {
    if (this.settings().url === null) return
    this.waiting = body
    this.sending ??= this.drain().finally(() => {
      this.sending = null
    })
  }

  private async drain(): Promise<void> {
    while (this.waiting !== null) {
      const body = this.waiting
      this.waiting = null
      const { url, secret } = this.settings()
      if (url !== null) this.delivered(await sendWebhook({ url, secret }, body))
    }
  }
}
