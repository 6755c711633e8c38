import type { RichTextHeading } from '../richtext/listHeadings'
import { messagesFor } from '../i18n/messages/catalogue'

/** Links to the article's section headings (`tocEntries`; their ids come from the rich text renderer). */
export function TableOfContents({ entries, language }: { entries: RichTextHeading[]; language: string }) {
  if (entries.length === 0) return null
  const topLevel = Math.min(...entries.map((heading) => heading.level))
  const title = messagesFor(language).templates.contents
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc__title">{title}</p>
      <ol>
        {entries.map((heading) => (
          <li key={heading.id} className={heading.level > topLevel ? 'toc__item toc__item--sub' : 'toc__item'}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
