import type { Blok, RichTextDoc } from '../content/storyblok'
import { Button } from '../components/ui/Button'
import { RichText } from '../richtext/RichText'
import type { ButtonBlok } from '../settings/SiteSettings'

function isRichText(value: unknown): value is RichTextDoc {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc'
}

function isButton(value: unknown): value is ButtonBlok {
  return typeof value === 'object' && value !== null && (value as { component?: unknown }).component === 'button'
}

/**
 * A page's body bloks as plain content until their templates exist: each blok's title, text,
 * rich text fields and buttons, in order.
 */
export function PlainBloks({ bloks }: { bloks: Blok[] }) {
  return bloks.map((blok) => {
    const { title, text } = blok
    const buttons = Array.isArray(blok.links) ? blok.links.filter(isButton) : []
    return (
      <section key={blok._uid} className="plain-blok">
        {typeof title === 'string' && title ? <h2>{title}</h2> : null}
        {typeof text === 'string' && text ? <p>{text}</p> : null}
        {Object.entries(blok)
          .filter((entry): entry is [string, RichTextDoc] => isRichText(entry[1]))
          .map(([field, doc]) => (
            <RichText key={field} doc={doc} />
          ))}
        {buttons.length > 0 ? (
          <p className="plain-blok__buttons">
            {buttons.map((button) => (
              <Button key={button._uid} blok={button} />
            ))}
          </p>
        ) : null}
      </section>
    )
  })
}
