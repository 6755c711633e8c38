import { describe, expect, it } from 'vitest'
import { islandKey } from './islandKey'

function Links({ hrefs }: { hrefs: string[] }) {
  return (
    <ul>
      {hrefs.map((href) => (
        <li key={href}>{href}</li>
      ))}
    </ul>
  )
}

const WORDS_EN = { menu: 'Menu' }
const WORDS_DE = { menu: 'Menü' }

describe('islandKey', () => {
  it('is the same for the same props, slots and words', () => {
    const props = () => ({ title: 'Company', links: <Links hrefs={['/about']} /> })
    expect(islandKey('Footer', WORDS_EN, props())).toBe(islandKey('Footer', WORDS_EN, props()))
  })

  it("differs when only a slot's content differs (a link the JSON props never show)", () => {
    expect(islandKey('Footer', WORDS_EN, { links: <Links hrefs={['/about']} /> })).not.toBe(
      islandKey('Footer', WORDS_EN, { links: <Links hrefs={['/team']} /> }),
    )
  })

  it('differs by island and by the words of the language', () => {
    const props = { title: 'x' }
    expect(islandKey('Footer', WORDS_EN, props)).not.toBe(islandKey('Header', WORDS_EN, props))
    expect(islandKey('Footer', WORDS_EN, props)).not.toBe(islandKey('Footer', WORDS_DE, props))
  })

  it('names frozen content by identity: the same object gives the same key, equal content read again a new one', () => {
    const read = () => Object.freeze({ links: Object.freeze([Object.freeze({ href: '/about' })]) })
    const settings = read()
    expect(islandKey('Footer', WORDS_EN, { settings, links: <Links hrefs={['/about']} /> })).toBe(
      islandKey('Footer', WORDS_EN, { settings, links: <Links hrefs={['/about']} /> }),
    )
    expect(islandKey('Footer', WORDS_EN, { settings })).not.toBe(islandKey('Footer', WORDS_EN, { settings: read() }))
    expect(islandKey('Footer', WORDS_EN, { settings })).not.toContain('/about')
  })

  it('spells out content that is not frozen, so changing it changes the key', () => {
    const settings = { title: 'Company' }
    const before = islandKey('Footer', WORDS_EN, { settings })
    settings.title = 'About us'
    expect(islandKey('Footer', WORDS_EN, { settings })).not.toBe(before)
  })
})
