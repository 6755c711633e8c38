import type { Blok } from '../../content/storyblok'
import type { ButtonBlok } from '../../settings/SiteSettings'
import { Button } from '../../components/ui/Button'

/** TextContentButton {link, title, style}: the same fields as a `button` blok. */
export function TextContentButton({ blok }: { blok: Blok }) {
  return (
    <p className="tc-button">
      <Button blok={blok as Partial<ButtonBlok>} />
    </p>
  )
}
