import { sendWebhook, type WebhookDelivery, type WebhookSettings } from './sendWebhook'

/**
 * The webhooks of Management API writes (a story published, datasource entries saved), sent
 * after the write's answer, one at a time and in order, every one, as Storyblok sends them: the
 * site invalidates what each event touched, so none may be dropped. An event already waiting
 * is not queued twice.
 */
export class WebhookQueue {
  private readonly waiting: string[] = []
  private sending: Promise<void> | null = null

  constructor(
    private readonly settings: () => WebhookSettings,
    private readonly delivered: (delivery: WebhookDelivery) => void,
  ) {}

  /** Whether an event is being sent or waits to be. */
  get pending(): boolean {
    return this.sending !== null
  }

  /** Resolves once every event sent so far has been delivered. */
  settled(): Promise<void> {
    return this.sending ?? Promise.resolve()
  }

  send(body: string): void {
    if (this.settings().url === null) return
    if (!this.waiting.includes(body)) this.waiting.push(body)
    this.sending ??= this.drain().finally(() => {
      this.sending = null
    })
  }

  private async drain(): Promise<void> {
    for (let body = this.waiting.shift(); body !== undefined; body = this.waiting.shift()) {
      const { url, secret } = this.settings()
      if (url !== null) this.delivered(await sendWebhook({ url, secret }, body))
    }
  }
}
