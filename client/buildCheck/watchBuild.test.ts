import { exports } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assetManifest } from '../../worker/config/assetManifest'
import { BUILD_CHECK_INTERVAL_MS, fetchLatestBuildId, watchBuild } from './watchBuild'

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the background build check', () => {
  it('asks every 60 minutes, and not before', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(60 * MINUTE)
    const fetchLatest = vi.fn(async () => 'build-a')
    const onNewBuild = vi.fn()
    watchBuild('build-a', onNewBuild, fetchLatest)
    await vi.advanceTimersByTimeAsync(59 * MINUTE)
    expect(fetchLatest).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(fetchLatest).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE)
    expect(fetchLatest).toHaveBeenCalledTimes(3)
    expect(onNewBuild).not.toHaveBeenCalled()
  })

  it('reports a changed build id once, then stops asking', async () => {
    const answers = ['build-a', null, 'build-b', 'build-c']
    let call = 0
    const fetchLatest = vi.fn(async () => answers[call++] ?? null)
    const onNewBuild = vi.fn()
    watchBuild('build-a', onNewBuild, fetchLatest)
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE)
    expect(onNewBuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('build-b')
    await vi.advanceTimersByTimeAsync(5 * 60 * MINUTE)
    expect(fetchLatest).toHaveBeenCalledTimes(3)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
  })

  it('checks at once on demand (a page back from the back/forward cache)', async () => {
    const onNewBuild = vi.fn()
    const watcher = watchBuild('build-a', onNewBuild, async () => 'build-b')
    await watcher.check()
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('build-b')
  })

  it("reads the worker's /builds/latest.json, and null when the answer is no build id", async () => {
    const worker = (body?: BodyInit, status = 200) =>
      vi.fn(async (input: RequestInfo | URL) => {
        const request = new Request(new URL(String(input), 'http://localhost'))
        return body === undefined ? exports.default.fetch(request) : new Response(body, { status })
      })
    vi.stubGlobal('fetch', worker())
    expect(await fetchLatestBuildId()).toBe(assetManifest.buildId)
    vi.stubGlobal('fetch', worker('<!DOCTYPE html><html>', 200))
    expect(await fetchLatestBuildId()).toBeNull()
    vi.stubGlobal('fetch', worker('{"id":""}', 200))
    expect(await fetchLatestBuildId()).toBeNull()
    vi.stubGlobal('fetch', worker('{"id":"x"}', 503))
    expect(await fetchLatestBuildId()).toBeNull()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await fetchLatestBuildId()).toBeNull()
  })
})
