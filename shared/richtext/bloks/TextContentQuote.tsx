import { use } from 'react'
import type { Blok } from '../../content/storyblok'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'

export function TextContentQuote({ blok }: { blok: Blok }) {
  const markers = use(BlokMarkersContext)(blok)
  const author = typeof blok.author === 'string' ? blok.author : ''
  const role = typeof blok.role === 'string' ? blok.role : ''
  return (
    <figure className="tc-quote" {...markers}>
      <blockquote>
        <p>{typeof blok.quote === 'string' ? blok.quote : ''}</p>
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
