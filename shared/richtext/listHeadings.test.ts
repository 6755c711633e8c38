import { describe, expect, it } from 'vitest'
import type { RichTextNode } from '../content/storyblok'
import { listHeadings } from './listHeadings'

const heading = (level: number, ...content: RichTextNode[]): RichTextNode => ({ type: 'heading', attrs: { level }, content })

describe('listHeadings', () => {
  it('lists every heading in document order with its id, text and level', () => {
    expect(
      listHeadings({
        type: 'doc',
        content: [
          heading(2, { type: 'text', text: 'Getting ' }, { type: 'text', text: 'started', marks: [{ type: 'bold' }] }),
          { type: 'paragraph', content: [{ type: 'text', text: 'x' }] },
          { type: 'blockquote', content: [heading(3, { type: 'text', text: 'Getting started' })] },
          heading(4, { type: 'text', text: 'Line' }, { type: 'hard_break' }, { type: 'text', text: 'two' }),
        ],
      }),
    ).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: 'getting-started-2', text: 'Getting started', level: 3 },
      { id: 'line-two', text: 'Line two', level: 4 },
    ])
  })

  it('never reuses an id, even against a heading that looks deduplicated already', () => {
    const doc = { type: 'doc' as const, content: ['A', 'A-2', 'A'].map((value) => heading(2, { type: 'text', text: value })) }
    expect(listHeadings(doc).map((entry) => entry.id)).toEqual(['a', 'a-2', 'a-3'])
  })

  it('is empty for an empty or missing document', () => {
    expect(listHeadings(null)).toEqual([])
    expect(listHeadings({ type: 'doc' })).toEqual([])
  })
})
