import { Button } from '../components/ui/Button'
import type { SiteSettings } from '../content/SiteSettings'
import { DrivingCar } from './DrivingCar'

interface ErrorPageProps {
  status: number
  /** The site settings of the visitor's language; null gives the bare 'Error' heading. */
  settings: SiteSettings | null
  /** The status line's word ('error'), in the page's language. */
  overline: string
  /** What failed, in the page's language, e.g. 'Page not found: /x'. */
  message: string
  /**
   * The page's own heading and lead in place of the settings' not-found words: a 410's, with the
   * link on from it (a closed opening's to the open positions), or an expired preview's.
   */
  ended?: { title: string; lead: string; next?: { href: string; label: string } }
}

/** Shown for every failed route: never a stack trace, always the real status. */
export function ErrorPage({ status, settings, overline, message, ended }: ErrorPageProps) {
  if (!settings) {
    return (
      <section className="error-page error-page--bare">
        <h1>Error</h1>
        <p className="error-page__message">{message}</p>
      </section>
    )
  }
  // A page of its own words without a way on (an expired preview in the editor's frame, where any
  // other address would be refused) shows none of the settings' buttons either.
  const ctas = ended && !ended.next ? [] : (settings.error_cta ?? [])
  return (
    <section className="error-page" aria-labelledby="error-title">
      <div className="error-page__text">
        <p className="error-page__overline">
          {`${overline} `}
          <span className="error-page__status">{status}</span>
        </p>
        <h1 id="error-title">{ended?.title ?? (settings.error_title || 'Error')}</h1>
        {ended ? <p className="error-page__lead">{ended.lead}</p> : settings.error_text ? <p className="error-page__lead">{settings.error_text}</p> : null}
        <p className="error-page__message">{message}</p>
        {ended?.next || ctas.length > 0 ? (
          <div className="error-page__ctas">
            {ended?.next ? (
              <a className="btn btn--orange" href={ended.next.href}>
                <span>{ended.next.label}</span>
              </a>
            ) : null}
            {ctas.map((cta) => (
              <Button key={cta._uid} blok={cta} />
            ))}
          </div>
        ) : null}
      </div>
      <DrivingCar />
    </section>
  )
}
