import { use } from 'react'
import type { Asset, Blok, Multilink, RichTextDoc } from '../../content/storyblok'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { blokContent } from '../../content/models/blokContent'
import { RichText } from '../RichText'
import { Image } from '../../components/ui/Image'
import { SiteLink } from '../../components/ui/SiteLink'

const CARD_IMAGE_WIDTH = 320
const CARD_IMAGE_HEIGHT = 180

/** A card whose title links the whole card (the link's hit area is stretched over it in CSS). */
export function TextContentCard({ blok }: { blok: Blok }) {
  const markers = use(BlokMarkersContext)(blok)
  const fields = blokContent<'TextContentCard'>(blok)
  const title = typeof fields.title === 'string' ? fields.title : ''
  const image = fields.image as Asset | undefined
  const text = fields.text as string | RichTextDoc | undefined
  return (
    <div className="tc-card" {...markers}>
      {image?.filename ? <Image src={image.filename} alt={image.alt ?? ''} width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} rounded /> : null}
      <p className="tc-card__title">
        <SiteLink link={fields.link as Multilink | undefined} className="tc-card__link">
          {title}
        </SiteLink>
      </p>
      {typeof text === 'string' ? <p className="tc-card__text">{text}</p> : <RichText doc={text} className="tc-card__text" />}
    </div>
  )
}
