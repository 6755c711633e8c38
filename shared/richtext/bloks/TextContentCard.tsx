import { use } from 'react'
import type { Asset, Blok, Multilink, RichTextDoc } from '../../content/storyblok'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { blokContent } from '../../content/readers/blokContent'
import { RichText } from '../RichText'
import { Image } from '../../components/ui/Image'
import { SiteLink } from '../../components/ui/SiteLink'
import { fieldBloks } from '../../bloks/fieldBloks'

/** The bloks a card's text takes: none (the model's field is plain text; older cards hold rich text). */
const CARD_TEXT = fieldBloks('TextContentCard', 'text')

/**
 * The card's picture spans the card, 16:9, by the CTA card breakpoints (SPEC): below 768 px the
 * card fills the text column (at most 45rem, so the picture at most 686 px), from 768 px it is
 * 360 px wide (the picture 326 px). Each requested at twice that (richtext.css sizes the card alike).
 */
const CARD_IMAGE_WIDTHS = { 0: 686, 768: 326 }
const CARD_IMAGE_RATIO = 9 / 16

/** A card whose title links the whole card (the link's hit area is stretched over it in CSS). */
export function TextContentCard({ blok }: { blok: Blok }) {
  const markers = use(BlokMarkersContext)(blok)
  const fields = blokContent<'TextContentCard'>(blok)
  const title = typeof fields.title === 'string' ? fields.title : ''
  const image = fields.image as Asset | undefined
  const text = fields.text as string | RichTextDoc | undefined
  return (
    <div className="tc-card" {...markers}>
      {image?.filename ? (
        <Image
          className="tc-card__image"
          src={image.filename}
          alt={image.alt ?? ''}
          width={CARD_IMAGE_WIDTHS[768]}
          heightRatio={CARD_IMAGE_RATIO}
          widths={CARD_IMAGE_WIDTHS}
          rounded
        />
      ) : null}
      <p className="tc-card__title">
        <SiteLink link={fields.link as Multilink | undefined} className="tc-card__link">
          {title}
        </SiteLink>
      </p>
      {typeof text === 'string' ? <p className="tc-card__text">{text}</p> : <RichText doc={text} bloks={CARD_TEXT} className="tc-card__text" />}
    </div>
  )
}
