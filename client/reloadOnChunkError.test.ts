import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadOnChunkError } from './reloadOnChunkError'

const reload = vi.fn()
const failure = new TypeError('Failed to fetch dynamically imported module')
const nothingTyped = () => false
let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'))
  const stored = new Map<string, string>()
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) })
  vi.stubGlobal('location', { reload })
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  reload.mockClear()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the chunk-reload guard', () => {
  it('reloads on a failed chunk, at most once per 10 seconds', () => {
    reloadOnChunkError(failure, nothingTyped)
    expect(reload).toHaveBeenCalledTimes(1)
    // The reloaded page fails again at once (the chunk is really gone): no reload loop.
    vi.advanceTimersByTime(9_999)
    reloadOnChunkError(failure, nothingTyped)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    reloadOnChunkError(failure, nothingTyped)
    expect(reload).toHaveBeenCalledTimes(2)
    expect(consoleError).toHaveBeenCalledWith('A chunk failed to load', failure)
  })

  it('never reloads over unsaved input, and keeps its guard for when there is none', () => {
    reloadOnChunkError(failure, () => true)
    vi.advanceTimersByTime(60_000)
    reloadOnChunkError(failure, () => true)
    expect(reload).not.toHaveBeenCalled()
    expect(consoleError).toHaveBeenCalledTimes(2)
    // Once the form is sent, a failed chunk reloads at once: the kept page did not use up the guard.
    reloadOnChunkError(failure, nothingTyped)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
