import { SiteLink } from '../components/ui/SiteLink'
import type { Multilink, Story } from '../content/storyblok'
import { listTitle } from './listTitle'
import type { ListPageData } from './PageData'
import { storySummary } from './storySummary'

/** Job openings have no page of their own; clippings link to the publication. */
function itemLink(data: ListPageData, item: Story): Multilink | null {
  if (data.kind === 'jobOpenings') return null
  if (data.kind === 'clippingsList') return (item.content.url as Multilink | undefined) ?? null
  return { linktype: 'story', cached_url: item.full_slug }
}

/** A list screen as plain content until its template exists: titles, category tabs, previous and next page. */
export function StoryListPage({ data }: { data: ListPageData }) {
  const { title, description } = listTitle(data)
  return (
    <section className="list-page">
      <h1>{title}</h1>
      {description ? <p className="list-page__intro">{description}</p> : null}
      {data.tabs.length > 0 ? (
        <nav className="list-page__tabs" aria-label="Categories">
          <a href={data.firstHref} aria-current={data.tab === null ? 'page' : undefined}>
            All
          </a>
          {data.tabs.map((tab) => (
            <a key={tab.value} href={tab.href} aria-current={data.tab === tab.value ? 'page' : undefined}>
              {tab.name}
            </a>
          ))}
        </nav>
      ) : null}
      <ul className="list-page__items">
        {data.items.map((item) => (
          <li key={item.uuid}>
            <SiteLink link={itemLink(data, item)}>{storySummary(item).title}</SiteLink>
          </li>
        ))}
      </ul>
      {data.lastPage > 1 ? (
        <nav className="list-page__pagination" aria-label="Pagination">
          {data.previousHref ? (
            <a href={data.previousHref} rel="prev">
              Previous
            </a>
          ) : null}
          <span>
            Page {data.page} of {data.lastPage}
          </span>
          {data.nextHref ? (
            <a href={data.nextHref} rel="next">
              Next
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
