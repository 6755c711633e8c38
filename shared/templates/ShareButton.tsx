import { Icon } from '../components/ui/Icon'
import { reportAnalytics, showToast } from '../components/shell/siteEvents'

export interface ShareButtonProps {
  /** The shared page's title. */
  title: string
  label: string
  /** Toast after the link was copied. */
  copied: string
  /** Toast when neither sharing nor copying worked. */
  failed: string
}

/** Analytics event of a share (the content model); `method` says how: the share sheet or the copied link. */
const SHARE_EVENT = 'Page shared'

/** The page's own address, without the query (preview tokens, tracking) and hash. */
function pageUrl(): string {
  return new URL(window.location.pathname, window.location.origin).href
}

async function share({ title, copied, failed }: ShareButtonProps): Promise<void> {
  const url = pageUrl()
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      reportAnalytics(SHARE_EVENT, { method: 'share-sheet' })
      return
    } catch (error) {
      // The reader closed the share sheet: nothing to do. Other failures fall back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    reportAnalytics(SHARE_EVENT, { method: 'copy-link' })
    showToast(copied)
  } catch {
    showToast(failed)
  }
}

/** Shares the page through the Web Share API where there is one, else copies its link; either way without leaving the page. */
export function ShareButton(props: ShareButtonProps) {
  return (
    <button type="button" className="share-button" onClick={() => void share(props)}>
      <Icon name="share" size="small" />
      <span>{props.label}</span>
    </button>
  )
}
