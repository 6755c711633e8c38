import type { Story } from '../content/storyblok'
import { messagesFor } from '../i18n/messages/catalogue'
import { formatDate } from './formatDate'

/** A story that is not published (Storyblok's drafts say `published_at: null`): only a preview lists it. */
export function isDraft(story: Pick<Story, 'published_at'>): boolean {
  return story.published_at === null
}

interface StoryMarksProps {
  /** Not published (isDraft). */
  draft: boolean
  language: string
  /** A job opening's last day, once it has passed (only a preview lists such an opening). */
  closedSince?: string | null
  /** Why visitors do not see a published story the preview lists (a job opening whose end is no date), in the page's language. */
  hiddenBecause?: string | null
}

/**
 * What a list's preview says of a story visitors do not see there: "Draft" when it is not
 * published, "Expired" with its last day when a job opening is closed, "Hidden" with the reason
 * when its content keeps it from visitors. Nothing otherwise, so published pages, which list
 * none of them, never show it.
 */
export function StoryMarks({ draft, language, closedSince = null, hiddenBecause = null }: StoryMarksProps) {
  if (!draft && !closedSince && !hiddenBecause) return null
  const text = messagesFor(language).editor
  return (
    <p className="story-marks">
      {draft ? <span className="story-mark">{text.draft}</span> : null}
      {closedSince ? (
        <>
          <span className="story-mark">{text.expired}</span> {text.closedSince(formatDate(closedSince, language))}
        </>
      ) : null}
      {hiddenBecause ? (
        <>
          <span className="story-mark">{text.hidden}</span> {hiddenBecause}
        </>
      ) : null}
    </p>
  )
}
