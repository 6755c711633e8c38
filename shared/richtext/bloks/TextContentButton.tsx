import type { ModelContent } from '../../content/schema/contentModel'
import type { Blok } from '../../content/storyblok'
import { Button } from '../../components/ui/Button'

/** TextContentButton {link, title, style}: the same fields as a `button` blok, read as tolerantly. */
export function TextContentButton({ blok }: { blok: Blok }) {
  return (
    <p className="tc-button">
      <Button blok={blok as ModelContent<'TextContentButton'>} />
    </p>
  )
}
