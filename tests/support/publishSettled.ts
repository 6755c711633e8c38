import { expect } from '@playwright/test'

/**
 * Waits until a publish has gone all the way: the content service has sent its webhooks to the
 * site, and the site's purge queue has sent what they touched to Workers Cache (the local one's
 * `purgesWaiting`, workers-cache-local/README.md). From then on the touched pages render afresh.
 */
export async function publishSettled(service: string, site: string): Promise<void> {
  const timeout = 30_000
  await expect.poll(async () => ((await (await fetch(`${service}/_control/webhooks`)).json()) as { pending: boolean }).pending, { timeout }).toBe(false)
  await expect
    .poll(async () => ((await (await fetch(`${site}/cdn-cgi/local-cache/stats`)).json()) as { purgesWaiting: boolean }).purgesWaiting, { timeout })
    .toBe(false)
}
