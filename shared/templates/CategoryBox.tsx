import type { ListTab } from '../pages/PageData'
import { uiText } from '../i18n/uiText'

/** The article's category, linking to the list of its category. */
export function CategoryBox({ category, language }: { category: ListTab; language: string }) {
  return (
    <section className="sidebar-box" aria-label={uiText(language).category}>
      <p className="sidebar-box__label">{uiText(language).category}</p>
      <a className="sidebar-box__tag" href={category.href}>
        {category.name}
      </a>
    </section>
  )
}
