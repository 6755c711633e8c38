import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import { Icon, isIconName } from './Icon'

describe('Icon', () => {
  it.each([
    ['small', 16],
    ['medium', 24],
    ['big', 32],
  ] as const)('%s is %dpx', (size, pixels) => {
    expect(renderWithText(<Icon name="check" size={size} />)).toMatch(new RegExp(`^<svg class="icon icon--${size}" width="${pixels}" height="${pixels}"`))
  })

  it('is decorative by default and named when labelled', () => {
    expect(renderWithText(<Icon name="close" />)).toContain('aria-hidden="true"')
    const labelled = renderWithText(<Icon name="share" label="Share" />)
    expect(labelled).toContain('role="img" aria-label="Share"')
    expect(labelled).not.toContain('aria-hidden')
  })

  it('knows its icon set', () => {
    for (const name of ['arrow-right', 'chevron-down', 'close', 'menu', 'globe', 'check', 'share', 'download', 'external']) expect(isIconName(name)).toBe(true)
    expect(isIconName('toString')).toBe(false)
    expect(isIconName(undefined)).toBe(false)
  })
})
