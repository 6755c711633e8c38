import { blokContent } from '../content/readers/blokContent'
import { readAsset } from '../content/readers/fields/readAsset'
import { readBloks } from '../content/readers/fields/readBloks'
import { readText } from '../content/readers/fields/readText'
import type { Blok } from '../content/storyblok'
import { CtaBox } from '../components/ui/CtaBox'
import { isBrokenBlok } from '../editor/isBrokenBlok'
import type { ButtonBlok } from '../content/SiteSettings'

function isButton(blok: Blok): blok is ButtonBlok {
  return blok.component === 'button'
}

/** A page body's call-to-action box: an h3 below a section head's h2, an h2 where no section head precedes it. */
export function CtaBoxBlok({ blok, under }: { blok: Blok; under: number }) {
  const box = blokContent<'cta_box'>(blok)
  const image = readAsset(box.image)
  return (
    <CtaBox
      title={readText(box.title)}
      text={readText(box.text)}
      links={readBloks(box.links)
        .filter(isButton)
        .filter((link) => !isBrokenBlok(link))}
      image={image ? { filename: image.src, alt: image.alt } : undefined}
      level={under > 1 ? 3 : 2}
    />
  )
}
