import type { Crumb } from '../sections/Crumb'
import { messagesFor } from '../i18n/messages/catalogue'

/** The trail from the home page to the current page, which is its last item and not a link. */
export function Breadcrumbs({ trail, language }: { trail: Crumb[]; language: string }) {
  if (trail.length < 2) return null
  return (
    <nav className="breadcrumbs" aria-label={messagesFor(language).templates.breadcrumbs}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path + index}>{index === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}</li>
        ))}
      </ol>
    </nav>
  )
}
