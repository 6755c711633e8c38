import type { ListTab } from '../pages/PageData'
import { messagesFor } from '../i18n/messages/catalogue'

/** The article's category, linking to the list of its category. */
export function CategoryBox({ category, language }: { category: ListTab; language: string }) {
  return (
    <section className="sidebar-box" aria-label={messagesFor(language).templates.category}>
      <p className="sidebar-box__label">{messagesFor(language).templates.category}</p>
      <a className="sidebar-box__tag" href={category.href}>
        {category.name}
      </a>
    </section>
  )
}
