import { Hono } from 'hono'
import { FAULT_STATUSES, type AnalyticsCollector, type FaultStatus } from './AnalyticsCollector'

/** At most this many faults are queued by one call. */
const MAX_FAULT_COUNT = 100

const isFaultStatus = (value: unknown): value is FaultStatus => FAULT_STATUSES.includes(value as FaultStatus)

/**
 * The collector's test controls under `/_control/analytics`: what it received
 * (`?device_id=` for one browser's), and faults for its next answers.
 */
export function createAnalyticsControlApi(collector: AnalyticsCollector): Hono {
  const api = new Hono()
  api.get('/', (c) => c.json(collector.received(c.req.query('device_id') ?? null)))
  api.get('/faults', (c) => c.json({ faults: collector.pendingFaults() }))
  api.post('/faults', async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const { status, count = 1, deviceId = null } = (body ?? {}) as { status?: unknown; count?: unknown; deviceId?: unknown }
    const validCount = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_FAULT_COUNT
    if (!isFaultStatus(status) || !validCount || (deviceId !== null && typeof deviceId !== 'string')) {
      return c.json({ error: `Expected {"status": ${FAULT_STATUSES.join(' | ')}, "count"?: 1..${MAX_FAULT_COUNT}, "deviceId"?: string}` }, 400)
    }
    return c.json({ faults: collector.addFault({ status, deviceId }, count) })
  })
  return api
}
