import { Card, type CardData } from './Card'

/** Cards in a responsive grid, one list item each; the first `eager` load their images at once (the top of a list page). */
export function CardGrid({ cards, language, headingLevel = 2, eager = 0 }: { cards: CardData[]; language: string; headingLevel?: 2 | 3; eager?: number }) {
  return (
    <ul className="card-grid">
      {cards.map((card, index) => (
        <li key={card.key}>
          <Card card={card} language={language} headingLevel={headingLevel} lazy={index >= eager} />
        </li>
      ))}
    </ul>
  )
}
