import StoryblokClient from 'storyblok-js-client'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import type { FaultSettings } from '../../storyblok-local/control/FaultInjector'
import type { LoggedRequest } from '../../storyblok-local/control/RequestLog'

/** Drives a running content service (storyblok-local/) from tests: Storyblok clients, the control API and the request log. */
export class TestContentService {
  /** Origin of the service, e.g. `http://127.0.0.1:8790`. */
  readonly origin: string

  /** @param endpoint the Storyblok endpoint of the service, `…/v2` */
  constructor(readonly endpoint: string) {
    this.origin = endpoint.replace(/\/v2\/?$/, '')
  }

  /** The real storyblok-js-client against this service, with its own cache off. */
  client(token: string = demoSpace.publicToken, options: { retriesDelay?: number; maxRetries?: number; timeout?: number } = {}): StoryblokClient {
    return new StoryblokClient({ accessToken: token, endpoint: this.endpoint, cache: { type: 'none' }, ...options })
  }

  async control<T = unknown>(action: string, body: unknown = {}): Promise<T> {
    const response = await fetch(`${this.origin}/_control/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`control ${action} failed: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  reset(): Promise<{ ok: true; cv: number }> {
    return this.control('reset')
  }

  faults(settings: Partial<FaultSettings>): Promise<FaultSettings> {
    return this.control('faults', settings)
  }

  /**
   * API requests logged since the last reset whose path and query contain `pathPart`;
   * `redirects: false` leaves out Storyblok's 301s to the current `cv`.
   */
  async requests(pathPart = '/v2/cdn/', { redirects = true } = {}): Promise<LoggedRequest[]> {
    const response = await fetch(`${this.origin}/_control/requests`)
    const { requests } = (await response.json()) as { requests: LoggedRequest[] }
    return requests.filter((request) => request.path.includes(pathPart) && (redirects || request.status !== 301))
  }

  /** A raw GET against the service (`path` like `/v2/cdn/stories?...`), without following redirects. */
  get(path: string): Promise<Response> {
    return fetch(`${this.origin}${path}`, { redirect: 'manual' })
  }
}
