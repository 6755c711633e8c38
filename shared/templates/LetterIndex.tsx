import type { LetterGroup } from './letterGroups'
import { indexLetters } from './letterGroups'

/**
 * A list's A–Z index: every letter, a link to its section where a term starts with it, plain
 * (and dimmed) where none does, so the row keeps its shape and a visitor sees what is missing.
 */
export function LetterIndex({ groups, label }: { groups: readonly LetterGroup<unknown>[]; label: string }) {
  return (
    <nav className="letter-index" aria-label={label}>
      <ul>
        {indexLetters(groups).map(({ letter, id }) => (
          <li key={letter}>{id ? <a href={`#${id}`}>{letter}</a> : <span className="letter-index__empty">{letter}</span>}</li>
        ))}
      </ul>
    </nav>
  )
}
