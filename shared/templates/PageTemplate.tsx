import { use } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { readPage } from '../content/types/page'
import type { StoryPageData } from '../pages/PageData'
import { breadcrumbTrail } from '../sections/breadcrumbTrail'
import { contentTypeOf } from '../sections/sectionOf'
import { Breadcrumbs } from './Breadcrumbs'
import { cardFor } from './cardFor'
import { CardGrid } from './CardGrid'
import { PageBloks } from './PageBloks'
import { pageTitleBlok } from './pageTitleBlok'
import { messagesFor } from '../i18n/messages/catalogue'
import { ContactFormPlaceContext } from '../leadForm/ContactFormPlaceContext'
import { sitePath } from '../links/resolveLink'
import type { SiteSettings } from '../content/SiteSettings'

/** A page's address below its language's prefix (`de/pages/pricing` → `/pricing`). */
function pathInLanguage(fullSlug: string): string {
  return sitePath(fullSlug.slice(fullSlug.indexOf('/') + 1))
}

/**
 * `/{slug}` and `/pages/{slug}`: a generic page. Its opening section head is its h1 (else its
 * title is); stories the editor featured (the resource hub) follow as cards. A contact form in
 * its body learns here which page it is on (ContactFormPlaceContext).
 */
export function PageTemplate({ data, language, settings }: { data: StoryPageData; language: string; settings: SiteSettings | null }) {
  const markers = use(BlokMarkersContext)
  const page = readPage(data.story)
  const titleBlok = pageTitleBlok(page.body, page.title)
  const headingId = 'featured-title'
  return (
    <div className="page" {...markers(data.story.content)}>
      <Breadcrumbs trail={breadcrumbTrail(data, page.title, language)} language={language} />
      {titleBlok ? null : <h1 className="page__title">{page.title}</h1>}
      <ContactFormPlaceContext value={{ language, settings, page: pathInLanguage(data.story.full_slug), submission: data.leadSubmission }}>
        <PageBloks bloks={page.body} titleBlok={titleBlok} />
      </ContactFormPlaceContext>
      {page.featured.length > 0 ? (
        <section className="page__featured" aria-labelledby={headingId}>
          <h2 id={headingId}>{messagesFor(language).templates.featured}</h2>
          <CardGrid cards={page.featured.map((featured) => cardFor(featured, contentTypeOf(featured), language))} language={language} headingLevel={3} />
        </section>
      ) : null}
    </div>
  )
}
