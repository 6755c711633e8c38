import { describe, expect, it } from 'vitest'
import { previewUrlsFor } from './previewUrlsFor'

describe('the space’s preview URLs from the environments’ sites', () => {
  it('opens stories on the first site by default, and names every site as an environment', () => {
    const sites = [
      { name: 'Staging', origin: 'https://staging.freight.eu' },
      { name: 'Production', origin: 'https://www.freight.eu' },
    ]
    expect(previewUrlsFor(sites)).toEqual({
      urls: {
        domain: 'https://staging.freight.eu/',
        environments: [
          { name: 'Staging', location: 'https://staging.freight.eu/' },
          { name: 'Production', location: 'https://www.freight.eu/' },
        ],
      },
      skipped: [],
    })
  })

  it('leaves out a site that is still a placeholder, or not an address, and sets nothing when none is left', () => {
    const sites = [
      { name: 'Staging', origin: 'https://staging.freight.example' },
      { name: 'Production', origin: 'https://www.freight.eu' },
    ]
    expect(previewUrlsFor(sites).urls?.domain).toBe('https://www.freight.eu/')
    expect(previewUrlsFor(sites).skipped).toEqual(['Staging'])
    expect(previewUrlsFor([{ name: 'Staging', origin: '' }, ...sites.slice(0, 1)])).toEqual({ urls: null, skipped: ['Staging', 'Staging'] })
  })
})
