import { Icon } from '../components/ui/Icon'
import { SiteLink } from '../components/ui/SiteLink'
import type { Story } from '../content/storyblok'
import type { AdjacentStories } from '../pages/PageData'
import { cardFor } from './cardFor'
import { storyLink } from '../content/storyLink'
import { messagesFor } from '../i18n/messages/catalogue'

function Neighbour({ story, label, direction, language }: { story: Story; label: string; direction: 'previous' | 'next'; language: string }) {
  return (
    <SiteLink link={storyLink(story)} className={`prev-next__link prev-next__link--${direction}`}>
      <span className="prev-next__label">
        {direction === 'previous' ? <Icon name="arrow-left" size="small" /> : null}
        {label}
        {direction === 'next' ? <Icon name="arrow-right" size="small" /> : null}
      </span>
      <span className="prev-next__title">{cardFor(story, language).title}</span>
    </SiteLink>
  )
}

/** Links to the previous (older) and next (newer) article of the same folder. */
export function PrevNext({ adjacent, language }: { adjacent: AdjacentStories; language: string }) {
  if (!adjacent.previous && !adjacent.next) return null
  const text = messagesFor(language).templates
  return (
    <nav className="prev-next" aria-label={text.moreArticles}>
      {adjacent.previous ? <Neighbour story={adjacent.previous} label={text.previousArticle} direction="previous" language={language} /> : <span />}
      {adjacent.next ? <Neighbour story={adjacent.next} label={text.nextArticle} direction="next" language={language} /> : null}
    </nav>
  )
}
