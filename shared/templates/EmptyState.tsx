import type { ReactNode } from 'react'

interface EmptyStateProps {
  title: string
  text?: string
  /** Ways on: links below the text. */
  children?: ReactNode
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, text, children }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {children}
    </div>
  )
}
