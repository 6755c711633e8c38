import { Identify, Revenue, type AmplitudeBrowser } from '@amplitude/analytics-browser'
import { addProblems, eventProblems, revenueProblems } from './eventRules'

/** What a tracking call did: sent to the SDK, or refused with the rules it broke. */
export type TrackingResult = { sent: true } | { sent: false; problems: string[] }

/** A product sale (the content model's revenue): the SDK's Revenue fields the site would use. */
export interface RevenueInput {
  productId: string
  price: number
  quantity: number
}

/**
 * The site's tracking wrapper around an Amplitude client: every call is checked against the SDK's
 * rules first (./eventRules.ts), and a call that breaks them never reaches the SDK, which would
 * drop it silently; the console says why instead.
 */
export class SiteTracker {
  constructor(private readonly client: AmplitudeBrowser) {}

  track(eventType: string, properties: Record<string, unknown> = {}): TrackingResult {
    return this.checked(eventProblems(eventType, properties), `event "${eventType}"`, () => void this.client.track(eventType, properties))
  }

  /** Adds a number to a user property (identify `$add`). */
  add(property: string, value: unknown): TrackingResult {
    return this.checked(addProblems(property, value), `add to "${property}"`, () => void this.client.identify(new Identify().add(property, value as number)))
  }

  revenue({ productId, price, quantity }: RevenueInput): TrackingResult {
    return this.checked(revenueProblems(quantity), `revenue of "${productId}"`, () => {
      void this.client.revenue(new Revenue().setProductId(productId).setPrice(price).setQuantity(quantity))
    })
  }

  private checked(problems: string[], what: string, send: () => void): TrackingResult {
    if (problems.length > 0) {
      console.warn(`Analytics: ${what} not tracked:`, problems.join('; '))
      return { sent: false, problems }
    }
    send()
    return { sent: true }
  }
}
