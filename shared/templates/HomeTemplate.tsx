import { use } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { readText } from '../content/readers/fields/readText'
import { readPage } from '../content/types/page'
import type { Blok } from '../content/storyblok'
import type { StoryPageData } from '../pages/PageData'
import { PageBloks } from './PageBloks'
import { pageTitleBlok } from './pageTitleBlok'

/** The home page's hero: its opening section head, when it has a title. */
function heroBlok(body: Blok[]): Blok | undefined {
  const [first] = body
  return first?.component === 'section_head' && readText(first.title) ? first : undefined
}

/**
 * `/`: the home page. Its opening section head is the hero and the page's one h1, whatever the
 * page's title says; that title, when it differs, is a line above the hero. Without a hero the
 * title is the h1. CTA boxes follow in a grid.
 */
export function HomeTemplate({ data }: { data: StoryPageData }) {
  const markers = use(BlokMarkersContext)
  const page = readPage(data.story)
  const hero = heroBlok(page.body)
  const tagline = hero && !pageTitleBlok(page.body, page.title) ? page.title : ''
  return (
    <div className="page page--home" {...markers(data.story.content)}>
      {hero ? null : <h1 className="page__title">{page.title}</h1>}
      {tagline ? <p className="page__tagline">{tagline}</p> : null}
      <PageBloks bloks={page.body} titleBlok={hero} />
    </div>
  )
}
