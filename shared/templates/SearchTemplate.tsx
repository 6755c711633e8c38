import { SearchForm } from '../components/search/SearchForm'
import { countText } from '../i18n/countText'
import { languagePrefix } from '../i18n/languages'
import { messagesFor } from '../i18n/messages/catalogue'
import type { SearchPageData } from '../pages/PageData'
import { MAX_QUERY_WORDS } from '../search/searchAddress'
import type { SearchResult } from '../search/SearchResults'
import { listPagePath, sectionById } from '../sections/sections'
import { sectionName } from '../sections/sectionName'
import { searchHref } from '../search/searchAddress'
import { DateText } from './DateText'
import { EmptyState } from './EmptyState'
import { Pagination } from './Pagination'

const PAGE_FIELD_ID = 'search-page-query'

function ResultItem({ result, language }: { result: SearchResult; language: string }) {
  const text = messagesFor(language).templates
  const kind = result.section ? sectionName(sectionById(result.section), language) : text.searchPageKind
  const { parts, cutBefore, cutAfter } = result.excerpt
  return (
    <li className="search-result">
      <p className="search-result__meta">
        <span>{kind}</span>
        {result.date ? <DateText iso={result.date} language={language} /> : null}
      </p>
      <h2 className="search-result__title">
        <a href={result.path}>{result.title}</a>
      </h2>
      {parts.length > 0 ? (
        <p className="search-result__excerpt">
          {cutBefore ? '… ' : null}
          {parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
          {cutAfter ? ' …' : null}
        </p>
      ) : null}
    </li>
  )
}

/** `{query}` in a sentence, with a link in its place. */
function DidYouMean({ sentence, suggestion, href }: { sentence: string; suggestion: string; href: string }) {
  const [before, after] = sentence.split('{query}')
  return (
    <p className="search-page__suggestion">
      {before}
      <a href={href}>{suggestion}</a>
      {after}
    </p>
  )
}

/**
 * The search page: the field with the query, how many results, a page of them (kind, date,
 * title, an excerpt with the matched words marked); with none, a spelling that finds something
 * and the lists to browse.
 */
export function SearchTemplate({ data, language }: { data: SearchPageData; language: string }) {
  const messages = messagesFor(language)
  const text = messages.templates
  const { search } = data
  const prefix = languagePrefix(language)
  return (
    <div className="search-page">
      <header className="list__header">
        <h1 className="list__title">{search.query ? text.searchResultsFor(search.query) : messages.island.searchLabel}</h1>
        <SearchForm
          language={language}
          id={PAGE_FIELD_ID}
          label={messages.island.searchLabel}
          placeholder={messages.island.searchPlaceholder}
          query={search.query}
          className="search-form search-form--page"
          landmark={text.searchAgain}
        />
        {search.query && search.total > 0 ? (
          <p className="list__count" role="status">
            {countText(text.searchCount, search.total, language)}
          </p>
        ) : null}
        {search.wordsLeftOut ? <p className="search-page__note">{text.searchWordsLeftOut(MAX_QUERY_WORDS)}</p> : null}
      </header>
      {search.results.length > 0 ? (
        <ol className="search-results">
          {search.results.map((result) => (
            <ResultItem key={result.path} result={result} language={language} />
          ))}
        </ol>
      ) : search.query ? (
        <EmptyState title={text.searchNothing(search.query)}>
          {search.suggestion ? (
            <DidYouMean sentence={text.searchDidYouMean} suggestion={search.suggestion} href={searchHref(prefix, search.suggestion)} />
          ) : null}
          {data.sections.length > 0 ? (
            <>
              <p className="empty-state__text">{text.searchBrowse}</p>
              <ul className="search-page__sections">
                {data.sections.map((id) => {
                  const section = sectionById(id)
                  return (
                    <li key={id}>
                      <a href={prefix + listPagePath(section, 1, null)}>{sectionName(section, language)}</a>
                    </li>
                  )
                })}
              </ul>
            </>
          ) : null}
        </EmptyState>
      ) : (
        <p className="search-page__note">{text.searchEmpty}</p>
      )}
      <Pagination page={search.page} lastPage={search.lastPage} previousHref={data.previousHref} nextHref={data.nextHref} language={language} />
    </div>
  )
}
