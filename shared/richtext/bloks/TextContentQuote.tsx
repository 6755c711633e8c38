import type { Blok } from '../../content/storyblok'

export function TextContentQuote({ blok }: { blok: Blok }) {
  const author = typeof blok.author === 'string' ? blok.author : ''
  const role = typeof blok.role === 'string' ? blok.role : ''
  return (
    <figure className="tc-quote">
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
