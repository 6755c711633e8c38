/**
 * A local stand-in for Amplitude's HTTP API v2 ingestion (`POST /2/httpapi`): it validates a batch
 * as Amplitude does, keeps the accepted events (deduplicated by `insert_id`, as Amplitude does for
 * seven days) and answers with Amplitude's status codes and bodies. Faults queued through the
 * control API make it answer 429, 413 or 5xx instead.
 */

/**
 * Amplitude's limits for one HTTP API v2 request.
 * @internal tests read this limit rather than write it again.
 */
export const MAX_PAYLOAD_BYTES = 1024 * 1024
const MAX_EVENTS_PER_REQUEST = 2000
/** Device and user ids shorter than this are invalid unless `options.min_id_length` says otherwise. */
const DEFAULT_MIN_ID_LENGTH = 5
/** Events per second per device that the 429 answer names as Amplitude's threshold. */
const EPS_THRESHOLD = 30

/** The fault statuses the control API accepts. */
export const FAULT_STATUSES = [413, 429, 500, 502, 503, 504] as const
export type FaultStatus = (typeof FAULT_STATUSES)[number]

export interface CollectorFault {
  status: FaultStatus
  /** Only batches with an event of this device id; null for any batch. */
  deviceId: string | null
}

/** An event as the SDK sends it (only the fields the collector reads are typed). */
export interface ReceivedEvent {
  event_type?: unknown
  device_id?: unknown
  user_id?: unknown
  insert_id?: unknown
  [field: string]: unknown
}

/** One request the collector answered. */
export interface CollectorRequest {
  at: string
  status: number
  /** The batch's events (empty when the body could not be read). */
  events: ReceivedEvent[]
}

export interface CollectorAnswer {
  status: number
  body: Record<string, unknown>
}

interface Batch {
  api_key?: unknown
  events?: unknown
  options?: { min_id_length?: unknown }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

function readBatch(body: string): Batch | null {
  try {
    const parsed: unknown = JSON.parse(body)
    return isObject(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** Indexes of events, per field, that lack a field or have an id that is too short (Amplitude's 400 body). */
function invalidEvents(events: ReceivedEvent[], minIdLength: number) {
  const missing: Record<string, number[]> = {}
  const shortIds: Record<string, number[]> = {}
  const add = (table: Record<string, number[]>, field: string, index: number) => (table[field] ??= []).push(index)
  events.forEach((event, index) => {
    if (typeof event.event_type !== 'string' || event.event_type === '') add(missing, 'event_type', index)
    const ids = (['device_id', 'user_id'] as const).filter((field) => typeof event[field] === 'string' && event[field] !== '')
    if (ids.length === 0) add(missing, 'device_id', index)
    for (const field of ids) if ((event[field] as string).length < minIdLength) add(shortIds, field, index)
  })
  return { missing, shortIds, count: Object.keys(missing).length + Object.keys(shortIds).length }
}

export class AnalyticsCollector {
  private events: (ReceivedEvent & { received_at: string })[] = []
  private requests: CollectorRequest[] = []
  private faults: CollectorFault[] = []
  private readonly apiKeys: ReadonlySet<string>

  /** @param apiKeys the project keys the collector accepts (others get Amplitude's "Invalid API key"). */
  constructor(apiKeys: readonly string[]) {
    this.apiKeys = new Set(apiKeys)
  }

  /** Answers one `POST /2/httpapi` body (the raw text, as the SDK's fetch or sendBeacon sent it). */
  ingest(body: string, now = new Date()): CollectorAnswer {
    const bytes = new TextEncoder().encode(body).length
    const batch = readBatch(body)
    const events = Array.isArray(batch?.events) ? (batch.events.filter(isObject) as ReceivedEvent[]) : []
    const answer = this.answer(batch, events, bytes, now)
    this.requests.push({ at: now.toISOString(), status: answer.status, events })
    return answer
  }

  private answer(batch: Batch | null, events: ReceivedEvent[], bytes: number, now: Date): CollectorAnswer {
    const fault = this.takeFault(events)
    if (fault) return faultAnswer(fault, events)
    if (bytes > MAX_PAYLOAD_BYTES) return { status: 413, body: { code: 413, error: 'Payload too large' } }
    if (batch === null) return { status: 400, body: { code: 400, error: 'Invalid JSON request body' } }
    if (typeof batch.api_key !== 'string' || batch.api_key === '') return missingField('api_key')
    if (!Array.isArray(batch.events) || events.length !== batch.events.length) return missingField('events')
    if (!this.apiKeys.has(batch.api_key)) return { status: 400, body: { code: 400, error: `Invalid API key: ${batch.api_key}` } }
    if (events.length > MAX_EVENTS_PER_REQUEST) return { status: 413, body: { code: 413, error: 'Payload too large' } }
    const minIdLength = typeof batch.options?.min_id_length === 'number' ? batch.options.min_id_length : DEFAULT_MIN_ID_LENGTH
    const invalid = invalidEvents(events, minIdLength)
    if (invalid.count > 0) {
      return {
        status: 400,
        body: {
          code: 400,
          error: 'Invalid field values on some events',
          events_with_invalid_fields: {},
          events_with_missing_fields: invalid.missing,
          events_with_invalid_id_lengths: invalid.shortIds,
          silenced_events: [],
        },
      }
    }
    const seen = new Set(this.events.map((event) => event.insert_id).filter((id) => typeof id === 'string'))
    for (const event of events) {
      if (typeof event.insert_id === 'string' && seen.has(event.insert_id)) continue
      if (typeof event.insert_id === 'string') seen.add(event.insert_id)
      this.events.push({ ...event, received_at: now.toISOString() })
    }
    return { status: 200, body: { code: 200, events_ingested: events.length, payload_size_bytes: bytes, server_upload_time: now.getTime() } }
  }

  private takeFault(events: ReceivedEvent[]): CollectorFault | null {
    const index = this.faults.findIndex((fault) => fault.deviceId === null || events.some((event) => event.device_id === fault.deviceId))
    return index === -1 ? null : (this.faults.splice(index, 1)[0] ?? null)
  }

  /** Queues `count` answers with `status` for the next matching batches. */
  addFault(fault: CollectorFault, count: number): CollectorFault[] {
    for (let i = 0; i < count; i++) this.faults.push({ ...fault })
    return this.pendingFaults()
  }

  pendingFaults(): CollectorFault[] {
    return this.faults.map((fault) => ({ ...fault }))
  }

  /** Accepted events and answered requests, optionally only those of one device. */
  received(deviceId: string | null = null) {
    const ofDevice = (event: ReceivedEvent) => deviceId === null || event.device_id === deviceId
    return {
      events: this.events.filter(ofDevice),
      requests: this.requests.filter((request) => deviceId === null || request.events.some(ofDevice)),
    }
  }

  reset(): void {
    this.events = []
    this.requests = []
    this.faults = []
  }
}

function missingField(field: string): CollectorAnswer {
  return { status: 400, body: { code: 400, error: 'Request missing required field', missing_field: field } }
}

function faultAnswer({ status }: CollectorFault, events: ReceivedEvent[]): CollectorAnswer {
  if (status === 413) return { status, body: { code: 413, error: 'Payload too large' } }
  if (status === 429) {
    const devices: Record<string, number> = {}
    for (const event of events) if (typeof event.device_id === 'string') devices[event.device_id] = EPS_THRESHOLD + 1
    return {
      status,
      body: {
        code: 429,
        error: 'Too many requests for some devices and users',
        eps_threshold: EPS_THRESHOLD,
        throttled_devices: devices,
        throttled_users: {},
        throttled_events: events.map((_, index) => index),
        exceeded_daily_quota_devices: {},
        exceeded_daily_quota_users: {},
      },
    }
  }
  return { status, body: { code: status, error: 'Internal Server Error' } }
}
