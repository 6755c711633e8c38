import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { languageConfig } from '../config/languageConfig'
import { switchLanguages } from './switchLanguages'

const config = languageConfig(env)
const alternate = (language: string) => ({ language, href: `/${language}/press/x` })

describe('the language switch', () => {
  it('offers the site languages on a page that has no press-only version', () => {
    expect(switchLanguages(config, 'en', [alternate('de'), alternate('fr')])).toEqual(config.site)
  })

  it('adds ru and el where the page exists in them, and the press-only language a page is in', () => {
    expect(switchLanguages(config, 'en', [alternate('ru'), alternate('el')])).toEqual([...config.site, 'ru', 'el'])
    expect(switchLanguages(config, 'ru', [alternate('en')])).toEqual([...config.site, 'ru'])
  })
})
