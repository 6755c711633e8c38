import type { Asset } from '../../content/storyblok'
import type { ButtonBlok } from '../../content/SiteSettings'
import { Button } from './Button'
import { Image } from './Image'

interface CtaBoxProps {
  title?: string
  text?: string
  links?: ButtonBlok[]
  image?: Asset
  /** The title's heading level: 3 under a section's h2 (the default), 2 where no section head precedes it. */
  level?: 2 | 3
}

/**
 * The card's square picture by the CTA card breakpoints (SPEC: 0 to 768, 768 to 1024, then up):
 * display width in px from each viewport width on, requested at twice that (ui.css sizes it alike).
 */
const CTA_IMAGE_WIDTHS = { 0: 64, 768: 72, 1024: 80 }

export function CtaBox({ title, text, links = [], image, level = 3 }: CtaBoxProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="cta-box">
      {image?.filename ? (
        <Image className="cta-box__image" src={image.filename} alt={image.alt ?? ''} width={CTA_IMAGE_WIDTHS[0]} heightRatio={1} widths={CTA_IMAGE_WIDTHS} />
      ) : null}
      <div className="cta-box__body">
        {title ? <Heading className="cta-box__title">{title}</Heading> : null}
        {text ? <p className="cta-box__text">{text}</p> : null}
        {links.length > 0 ? (
          <div className="cta-box__links">
            {links.map((link) => (
              <Button key={link._uid} blok={link} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  )
}
