import { Button } from '../components/ui/Button'
import type { SiteSettings } from '../settings/SiteSettings'
import { DrivingCar } from './DrivingCar'

interface ErrorPageProps {
  status: number
  /** The site settings of the visitor's language; null gives the bare 'Error' heading. */
  settings: SiteSettings | null
  /** What failed, e.g. 'Page not found: /x'. */
  message: string
}

/** Shown for every failed route: never a stack trace, always the real status. */
export function ErrorPage({ status, settings, message }: ErrorPageProps) {
  if (!settings) {
    return (
      <section className="error-page error-page--bare">
        <h1>Error</h1>
        <p className="error-page__message">{message}</p>
      </section>
    )
  }
  const ctas = settings.error_cta ?? []
  return (
    <section className="error-page" aria-labelledby="error-title">
      <div className="error-page__text">
        {/* The status line and the message are the SPEC's English words; the rest is in the page's language. */}
        <p className="error-page__overline" lang="en">
          error <span className="error-page__status">{status}</span>
        </p>
        <h1 id="error-title">{settings.error_title || 'Error'}</h1>
        {settings.error_text ? <p className="error-page__lead">{settings.error_text}</p> : null}
        <p className="error-page__message" lang="en">
          {message}
        </p>
        {ctas.length > 0 ? (
          <div className="error-page__ctas">
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
