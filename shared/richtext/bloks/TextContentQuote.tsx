import { use } from 'react'
import type { Blok } from '../../content/storyblok'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { blokContent } from '../../content/readers/blokContent'

export function TextContentQuote({ blok }: { blok: Blok }) {
  const markers = use(BlokMarkersContext)(blok)
  const fields = blokContent<'TextContentQuote'>(blok)
  const author = typeof fields.author === 'string' ? fields.author : ''
  const role = typeof fields.role === 'string' ? fields.role : ''
  return (
    <figure className="tc-quote" {...markers}>
      <blockquote>
        <p>{typeof fields.quote === 'string' ? fields.quote : ''}</p>
      </blockquote>
      {author || role ? (
        <figcaption>
          {author ? <span className="tc-quote__author">{author}</span> : null}
          {role ? <span className="tc-quote__role">{role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}
