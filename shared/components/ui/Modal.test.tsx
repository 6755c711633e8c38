import { renderWithText } from '../../../tests/support/renderWithText'
import { describe, expect, it } from 'vitest'
import { Modal } from './Modal'

const noop = () => {}

describe('Modal (server render)', () => {
  it('renders a closed full-size dialog with a close button by default', () => {
    const out = renderWithText(
      <Modal isOpen={false} onClose={noop} label="Sign up">
        <p>Body</p>
      </Modal>,
    )
    expect(out).toMatch(/^<dialog class="modal modal--full" aria-label="Sign up">/)
    expect(out).not.toContain(' open')
    expect(out).toContain('<button type="button" class="modal__close" aria-label="Close">')
    expect(out).toContain('<p>Body</p>')
  })

  it('has no close button when close is disabled, and a small variant', () => {
    const out = renderWithText(
      <Modal isOpen={false} onClose={noop} isCloseEnabled={false} isSmall labelledBy="title">
        <h2 id="title">Cookies</h2>
      </Modal>,
    )
    expect(out).toMatch(/^<dialog class="modal modal--small" aria-labelledby="title">/)
    expect(out).not.toContain('modal__close')
  })
})
