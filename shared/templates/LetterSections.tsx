import type { CardData } from './Card'
import { CardGrid } from './CardGrid'
import { letterGroups } from './letterGroups'
import { LetterIndex } from './LetterIndex'

/**
 * A list read by letter (the glossary): the A–Z index, then a section per letter (its h2, its
 * cards' titles h3), each the target of its letter's link. `eager`: cards at the top whose images
 * load at once.
 */
export function LetterSections({ cards, language, label, eager }: { cards: CardData[]; language: string; label: string; eager: number }) {
  const groups = letterGroups(cards, (card) => card.title, language)
  let before = 0
  return (
    <>
      <LetterIndex groups={groups} label={label} />
      {groups.map((group) => {
        const eagerHere = Math.max(0, eager - before)
        before += group.items.length
        return (
          <section key={group.id} id={group.id} className="letter-section" aria-labelledby={`${group.id}-title`}>
            <h2 className="letter-section__title" id={`${group.id}-title`}>
              {group.letter}
            </h2>
            <CardGrid cards={group.items} language={language} headingLevel={3} eager={eagerHere} />
          </section>
        )
      })}
    </>
  )
}
