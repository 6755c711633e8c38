import { Card, type CardData } from './Card'

/** Cards in a responsive grid, one list item each. */
export function CardGrid({ cards, language, headingLevel = 2 }: { cards: CardData[]; language: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.key}>
          <Card card={card} language={language} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
