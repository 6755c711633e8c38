import type { ReactNode } from 'react'

/** One labelled fact: 'Industry: Food and beverage'. */
export interface Fact {
  label: string
  value: ReactNode
}

/** A description list of facts; facts without a value are left out. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  const shown = facts.filter((fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined)
  if (shown.length === 0) return null
  return (
    <dl className={['facts', className].filter(Boolean).join(' ')}>
      {shown.map((fact) => (
        <div key={fact.label} className="facts__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
