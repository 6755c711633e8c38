/** One choice of a segmented control or tab row: a link to another page. */
export interface SegmentLink {
  key: string
  label: string
  href: string
  current: boolean
}

interface SegmentedLinksProps {
  /** The control's accessible name. */
  label: string
  links: SegmentLink[]
  /** 'tabs' wraps into a row of pills (categories); 'segments' is one joined control (sections). */
  variant: 'tabs' | 'segments'
}

/**
 * Category tabs and segmented controls: server-rendered links, the current one marked with
 * `aria-current="page"`. Each choice is its own address, so they work without JavaScript.
 */
export function SegmentedLinks({ label, links, variant }: SegmentedLinksProps) {
  if (links.length < 2) return null
  return (
    <nav className={`segmented segmented--${variant}`} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
