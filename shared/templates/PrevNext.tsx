import { Icon } from '../components/ui/Icon'
import { SiteLink } from '../components/ui/SiteLink'
import type { Story } from '../content/storyblok'
import type { AdjacentStories, StoryPageData } from '../pages/PageData'
import { cardFor } from './cardFor'
import { storyLink } from '../content/storyLink'
import { contentTypeIn, neighbourText, type Section } from '../sections/sections'

interface NeighbourProps {
  story: Story
  /** The section of the page: its folder holds the neighbours. */
  section: Section | undefined
  label: string
  direction: 'previous' | 'next'
  language: string
}

function Neighbour({ story, section, label, direction, language }: NeighbourProps) {
  return (
    <SiteLink link={storyLink(story)} className={`prev-next__link prev-next__link--${direction}`}>
      <span className="prev-next__label">
        {direction === 'previous' ? <Icon name="arrow-left" size="small" /> : null}
        {label}
        {direction === 'next' ? <Icon name="arrow-right" size="small" /> : null}
      </span>
      <span className="prev-next__title">{cardFor(story, contentTypeIn(section, story), language).title}</span>
    </SiteLink>
  )
}

/** Links to the previous (older) and next (newer) story of the same folder and type, named as what they are ("Previous report"). */
export function PrevNext({ data, adjacent, language }: { data: StoryPageData; adjacent: AdjacentStories; language: string }) {
  if (!adjacent.previous && !adjacent.next) return null
  const text = neighbourText(data.type, language)
  return (
    <nav className="prev-next" aria-label={text.more}>
      {adjacent.previous ? (
        <Neighbour story={adjacent.previous} section={data.section} label={text.previous} direction="previous" language={language} />
      ) : (
        <span />
      )}
      {adjacent.next ? <Neighbour story={adjacent.next} section={data.section} label={text.next} direction="next" language={language} /> : null}
    </nav>
  )
}
