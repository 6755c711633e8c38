import { describe, expect, it } from 'vitest'
import { readPushConfig } from './readPushConfig'

const SPACE = { STORYBLOK_SPACE_ID: '288123', STORYBLOK_PERSONAL_ACCESS_TOKEN: 'a-token' }

describe('the push’s region', () => {
  it('is the site’s own STORYBLOK_REGION of wrangler.toml when the environment names none', () => {
    expect(readPushConfig([], SPACE, { STORYBLOK_REGION: 'us' })).toMatchObject({ region: 'us' })
  })

  it('is the environment’s where it names one, and eu where nothing does', () => {
    expect(readPushConfig([], { ...SPACE, STORYBLOK_REGION: 'ap' }, { STORYBLOK_REGION: 'us' })).toMatchObject({ region: 'ap' })
    expect(readPushConfig([], SPACE, {})).toMatchObject({ region: 'eu' })
  })

  it('is refused when it is no Storyblok region', () => {
    expect(readPushConfig([], SPACE, { STORYBLOK_REGION: 'mars' })).toBe('STORYBLOK_REGION "mars" is not a Storyblok region (eu, us, ca, ap, cn).')
  })
})
