import { Icon } from '../components/ui/Icon'
import { messagesFor } from '../i18n/messages/catalogue'

interface PaginationProps {
  page: number
  lastPage: number
  previousHref: string | null
  nextHref: string | null
  language: string
}

/** Previous and next page of a list (the first and last page keep an empty place), and where the reader is; nothing for a single page. */
export function Pagination({ page, lastPage, previousHref, nextHref, language }: PaginationProps) {
  if (lastPage <= 1) return null
  const text = messagesFor(language).templates
  return (
    <nav className="pagination" aria-label={text.pagination}>
      {previousHref ? (
        <a href={previousHref} rel="prev">
          <Icon name="arrow-left" size="small" />
          <span>{text.previous}</span>
        </a>
      ) : (
        <span className="pagination__placeholder" />
      )}
      <p className="pagination__status">{text.pageOf(page, lastPage)}</p>
      {nextHref ? (
        <a href={nextHref} rel="next">
          <span>{text.next}</span>
          <Icon name="arrow-right" size="small" />
        </a>
      ) : (
        <span className="pagination__placeholder" />
      )}
    </nav>
  )
}
