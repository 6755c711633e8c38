import { resolveLink } from '../../links/resolveLink'
import type { Multilink } from '../storyblok'
import type { JobOpening } from '../types/jobOpening'

/** How a visitor applies for an opening: a link to follow (a form, a page), or an address to write to. */
export type JobApplication =
  | {
      kind: 'link'
      link: Multilink
      /** Where it leads: a site path or an absolute URL. */
      href: string
    }
  | {
      kind: 'email'
      address: string
      /** `mailto:` with the job title as the subject, unless the editor's link names a subject itself. */
      href: string
    }

function applicationBy(link: Multilink | null | undefined, title: string): JobApplication | null {
  const resolved = resolveLink(link)
  if (!link || !resolved || resolved.kind === 'modal') return null
  if (resolved.kind !== 'email') return { kind: 'link', link, href: resolved.href }
  const target = resolved.href.slice('mailto:'.length)
  const [address = ''] = target.split('?')
  const href = target.includes('?') ? resolved.href : `mailto:${address}?subject=${encodeURIComponent(title)}`
  return address ? { kind: 'email', address, href } : null
}

/**
 * Where a visitor applies for an opening: its own application link, else the settings' address
 * for applications (`jobs_apply_link`); null when neither leads anywhere.
 */
export function jobApplication(opening: Pick<JobOpening, 'title' | 'applyLink'>, settingsLink: Multilink | null | undefined): JobApplication | null {
  return applicationBy(opening.applyLink, opening.title) ?? applicationBy(settingsLink, opening.title)
}
