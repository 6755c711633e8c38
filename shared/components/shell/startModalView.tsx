import { use, type ReactNode } from 'react'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import type { StartModalKind } from '../../links/resolveLink'
import type { StartModalBlok } from '../../content/SiteSettings'
import { CtaBox } from '../ui/CtaBox'
import { SectionHead } from '../ui/SectionHead'
import { START_MODAL_CARD_CLASS, startModalTitleId } from './startModalIds'

/** A start modal as the header island gets it: whether its head names it, and its content as a slot, rendered once by the server. */
export interface StartModalView {
  titled: boolean
  body: ReactNode
}

function StartModalBody({ kind, content }: { kind: StartModalKind; content: StartModalBlok }) {
  const markers = use(BlokMarkersContext)
  const head = content.head?.[0]
  return (
    <>
      {head ? <SectionHead {...head} titleId={startModalTitleId(kind)} markers={markers(head)} /> : null}
      <ul className="start-modal__items" {...markers(content)}>
        {(content.items ?? []).map((item) => (
          <li key={item._uid} className={START_MODAL_CARD_CLASS} {...markers(item)}>
            <CtaBox title={item.title} text={item.text} links={item.links} image={item.image} />
          </li>
        ))}
      </ul>
    </>
  )
}

export function startModalView(kind: StartModalKind, content: StartModalBlok | undefined): StartModalView | null {
  if (!content) return null
  return { titled: Boolean(content.head?.[0]?.title), body: <StartModalBody kind={kind} content={content} /> }
}
