import { use } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { readPage } from '../content/models/Page'
import type { StoryPageData } from '../pages/PageData'
import { PageBloks } from './PageBloks'
import { pageTitleBlok } from './pageTitleBlok'

/** `/`: the home page. Its opening section head is the hero and the page's h1; CTA boxes follow in a grid. */
export function HomeTemplate({ data }: { data: StoryPageData }) {
  const markers = use(BlokMarkersContext)
  const page = readPage(data.story)
  const titleBlok = pageTitleBlok(page.body, page.title)
  return (
    <div className="page page--home" {...markers(data.story.content)}>
      {titleBlok ? null : <h1 className="page__title">{page.title}</h1>}
      <PageBloks bloks={page.body} titleBlok={titleBlok} />
    </div>
  )
}
