import { describe, expect, it } from 'vitest'
import { emptyRequiredFields, requiredFieldsRefusal } from './emptyRequiredFields'

const page = {
  _uid: 'root',
  component: 'page',
  title: 'Pricing',
  body: [
    { _uid: 'rt', component: 'rich_text', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rates' }] }] } },
    {
      _uid: 'faq',
      component: 'faq_item',
      question: 'What does a pallet cost?',
      answer: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'It depends.' }] }] },
    },
  ],
}

describe('the required fields Save and Publish wait for', () => {
  it('finds none in a story whose required fields are filled', () => {
    expect(emptyRequiredFields(structuredClone(page))).toEqual([])
  })

  it('names each empty required field by its label and its block, nested bloks and bloks in rich text included', () => {
    const cleared = {
      ...page,
      title: '   ',
      body: [
        // A rich text of one empty paragraph shows nothing: empty, as the preview says.
        { ...page.body[0], text: { type: 'doc', content: [{ type: 'paragraph', content: [] }] } },
        { ...page.body[1], question: '' },
      ],
    }
    const empty = emptyRequiredFields(cleared)
    expect(empty).toEqual([
      { field: 'Title', block: ['Page'] },
      { field: 'Text', block: ['Page', 'Sections', 'Text'] },
      { field: 'Question', block: ['Page', 'Sections', 'Question and answer'] },
    ])
    expect(requiredFieldsRefusal('saved', empty)).toBe(
      'Not saved. Fill in the required fields: “Title” (Page), “Text” (Page › Sections › Text), “Question” (Page › Sections › Question and answer).',
    )
  })

  it('checks the bloks inside a rich text field', () => {
    const post = {
      _uid: 'post',
      component: 'blog_post',
      title: 'Cold chain',
      body: { type: 'doc', content: [{ type: 'blok', attrs: { id: 'q', body: [{ _uid: 'q1', component: 'TextContentQuote', quote: '' }] } }] },
    }
    const empty = emptyRequiredFields(post)
    expect(empty).toEqual([{ field: 'Quote', block: ['Blog article', 'Text', 'Quote (in text)'] }])
    expect(requiredFieldsRefusal('published', empty)).toBe('Not published. Fill in the required fields: “Quote” (Blog article › Text › Quote (in text)).')
  })
})
