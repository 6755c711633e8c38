import { Image } from '../components/ui/Image'
import { SiteLink } from '../components/ui/SiteLink'
import type { AssetFile } from '../content/readers/fields/readAsset'
import type { Multilink } from '../content/storyblok'
import { DateText } from './DateText'
import { StoryMarks } from './StoryMarks'

/** What a list card shows. */
export interface CardData {
  key: string
  title: string
  /** Where the card leads: a story, or an external article (clippings). */
  link: Multilink | null
  teaser?: string
  image?: AssetFile | null
  date?: string | null
  /** Shown above the title: a category, a publication, a label. */
  overline?: string
  /** The call to action under the text ('Read more'); decorative, the title is the link. */
  action: string
  /** Not published: only a preview lists it, marked as a draft. */
  draft?: boolean
  /** An event's state where it matters at a glance: still to come, or on now. */
  badge?: { tone: 'upcoming' | 'live'; text: string }
}

/** Card image sizes: one column on phones, two on tablets, three from 1024px. */
const CARD_IMAGE_WIDTH = 384
const CARD_IMAGE_HEIGHT = 216
const CARD_IMAGE_WIDTHS = { 0: 343, 768: 352, 1024: CARD_IMAGE_WIDTH }

/**
 * A list card: the whole card is clickable through its title link, which is its only link.
 * `lazy`: false for a card in the first screenful, whose image is likely the page's largest paint.
 */
export function Card({ card, language, headingLevel = 2, lazy = true }: { card: CardData; language: string; headingLevel?: 2 | 3; lazy?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={['card', card.image ? 'card--with-image' : ''].filter(Boolean).join(' ')}>
      {card.image ? (
        <Image
          className="card__image"
          src={card.image.src}
          decorative
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          widths={CARD_IMAGE_WIDTHS}
          lazy={lazy}
        />
      ) : null}
      <div className="card__body">
        <StoryMarks draft={card.draft ?? false} language={language} />
        {card.overline || card.date || card.badge ? (
          <p className="card__meta">
            {card.badge ? <span className={`card__badge card__badge--${card.badge.tone}`}>{card.badge.text}</span> : null}
            {card.overline ? <span className="card__overline">{card.overline}</span> : null}
            <DateText iso={card.date ?? null} language={language} />
          </p>
        ) : null}
        <Heading className="card__title">
          <SiteLink link={card.link} className="card__link">
            {card.title}
          </SiteLink>
        </Heading>
        {card.teaser ? <p className="card__teaser">{card.teaser}</p> : null}
        {card.link ? (
          <p className="card__action" aria-hidden="true">
            {card.action}
          </p>
        ) : null}
      </div>
    </article>
  )
}
