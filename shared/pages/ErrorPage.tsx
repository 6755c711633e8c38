import type { SiteSettings } from '../settings/SiteSettings'
import { Button } from '../components/ui/Button'
import { RichText } from '../richtext/RichText'
import { DrivingCar } from './DrivingCar'

interface ErrorPageProps {
  status: number
  settings: SiteSettings | null
  language: string
  /** What failed, e.g. 'Page not found: /x'; shown under the title. */
  message: string
}

/** Shown for every failed route (SPEC §2, "Error page"): never a stack trace, always the real status. */
export function ErrorPage({ status, settings, language, message }: ErrorPageProps) {
  if (!settings) {
    return (
      <section className="error-page error-page--bare">
        <h1>Error</h1>
        <p className="error-page__message">{message}</p>
      </section>
    )
  }
  return (
    <section className="error-page" aria-labelledby="error-title">
      <div className="error-page__text">
        <p className="error-page__overline">
          error <span className="error-page__status">{status}</span>
        </p>
        <h1 id="error-title">{settings.error_title || 'Error'}</h1>
        <p className="error-page__message">{message}</p>
        {settings.error_text ? <RichText doc={settings.error_text} language={language} /> : null}
        {settings.error_cta?.length ? (
          <div className="error-page__ctas">
            {settings.error_cta.map((cta) => (
              <Button key={cta._uid} blok={cta} />
            ))}
          </div>
        ) : null}
      </div>
      <DrivingCar />
    </section>
  )
}
