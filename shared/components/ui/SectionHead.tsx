import { createElement } from 'react'
import type { RichTextDoc } from '../../content/storyblok'
import type { BlokMarkers } from '../../editor/BlokMarkersContext'
import { RichText } from '../../richtext/RichText'
import { fieldBloks } from '../../bloks/fieldBloks'

/** The bloks a section head's text takes: none (buttons and other blocks go in their own sections). */
const SECTION_HEAD_TEXT = fieldBloks('section_head', 'richtext')

interface SectionHeadProps {
  overline?: string
  title?: string
  title_is_big?: boolean
  richtext?: RichTextDoc
  /** Level of the title heading; defaults to 2. */
  level?: 1 | 2 | 3
  /** Id of the title, for aria-labelledby. */
  titleId?: string
  /** The visual editor's markers of the section head blok (previews only). */
  markers?: BlokMarkers
}

export function SectionHead({ overline, title, title_is_big = false, richtext, level = 2, titleId, markers }: SectionHeadProps) {
  return (
    <div className="section-head" {...markers}>
      {overline ? <p className="section-head__overline">{overline}</p> : null}
      {title
        ? createElement(
            `h${level}`,
            { id: titleId, className: ['section-head__title', title_is_big ? 'section-head__title--big' : ''].filter(Boolean).join(' ') },
            title,
          )
        : null}
      <RichText doc={richtext} bloks={SECTION_HEAD_TEXT} className="section-head__text" headingBase={level} />
    </div>
  )
}
