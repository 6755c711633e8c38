interface EmptyStateProps {
  title: string
  text?: string
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, text }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
    </div>
  )
}
