import { env } from 'cloudflare:workers'
import { runInDurableObject } from 'cloudflare:test'
import { it } from 'vitest'
import { purgeQueue } from './PurgeQueue'

it('drains the purge bucket as a long run of publishing files does', async () => {
  await runInDurableObject(purgeQueue(env), async (_queue, state) => {
    await state.storage.put('state', { pending: [], tokens: 0, tokensAt: Date.now(), lastSentAt: Date.now() })
  })
})
