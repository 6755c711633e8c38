import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { analyticsConfig } from './analyticsConfig'

const withVars = (vars: Partial<Record<'AMPLITUDE_API_KEY' | 'AMPLITUDE_REGION' | 'AMPLITUDE_SERVER_URL' | 'AMPLITUDE_LOG_LEVEL', string>>): Env => ({
  ...env,
  ...vars,
})

describe('analytics configuration', () => {
  it('takes the key, server URL and log level from the environment', () => {
    expect(analyticsConfig(env)).toEqual({
      apiKey: 'local-amplitude-demo-key',
      region: 'EU',
      serverUrl: env.AMPLITUDE_SERVER_URL,
      logLevel: 'debug',
    })
    expect(env.AMPLITUDE_SERVER_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/2\/httpapi$/)
  })

  it('is off without a key', () => {
    expect(analyticsConfig(withVars({ AMPLITUDE_API_KEY: '' }))).toBeNull()
    expect(analyticsConfig(withVars({ AMPLITUDE_API_KEY: '   ' }))).toBeNull()
  })

  it("sends to the region's Amplitude endpoint when no server URL is set or it is not an http(s) URL", () => {
    expect(analyticsConfig(withVars({ AMPLITUDE_SERVER_URL: '', AMPLITUDE_REGION: 'eu' }))?.serverUrl).toBe('https://api.eu.amplitude.com/2/httpapi')
    expect(analyticsConfig(withVars({ AMPLITUDE_SERVER_URL: '', AMPLITUDE_REGION: 'US' }))?.serverUrl).toBe('https://api2.amplitude.com/2/httpapi')
    expect(analyticsConfig(withVars({ AMPLITUDE_SERVER_URL: 'javascript:alert(1)', AMPLITUDE_REGION: 'US' }))?.serverUrl).toBe(
      'https://api2.amplitude.com/2/httpapi',
    )
    expect(analyticsConfig(withVars({ AMPLITUDE_SERVER_URL: 'https://collect.freight.example/2/httpapi' }))?.serverUrl).toBe(
      'https://collect.freight.example/2/httpapi',
    )
  })

  it("falls back to Amplitude's defaults for an unknown region (US) or log level (warn)", () => {
    const config = analyticsConfig(withVars({ AMPLITUDE_REGION: 'mars', AMPLITUDE_LOG_LEVEL: 'loud', AMPLITUDE_SERVER_URL: '' }))
    expect(config).toMatchObject({ region: 'US', logLevel: 'warn', serverUrl: 'https://api2.amplitude.com/2/httpapi' })
  })
})
