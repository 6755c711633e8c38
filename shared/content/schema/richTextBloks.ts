import { defineBlock, defineField } from '@storyblok/schema'
import { richTextBlocksGroup } from './componentGroups'
import { buttonStyleField, IMAGE_FILETYPES, linkField } from './commonFields'

// The global blocks an editor inserts into rich text (Storyblok's "blok" node).

const textContentButtonBlock = defineBlock({
  name: 'TextContentButton',
  display_name: 'Button (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('title', { type: 'text', display_name: 'Text', translatable: true, description: 'The button’s words.' }),
    linkField('link', 'Link', 'Where the button goes; without it the button is not shown.', { required: true }),
    buttonStyleField('Style', 'Colour; google-play and app-store show the store badge.'),
  ],
})

const textContentCardBlock = defineBlock({
  name: 'TextContentCard',
  display_name: 'Card (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('title', {
      type: 'text',
      display_name: 'Heading',
      required: true,
      translatable: true,
      description: 'The card’s heading and the words of its link.',
    }),
    defineField('text', { type: 'textarea', display_name: 'Text', translatable: true, description: 'A sentence or two under the heading (plain text).' }),
    defineField('image', {
      type: 'asset',
      display_name: 'Picture',
      filetypes: IMAGE_FILETYPES,
      translatable: true,
      description: 'Picture at the top of the card.',
    }),
    linkField('link', 'Link', 'The whole card links here.'),
  ],
})

const textContentEmbedBlock = defineBlock({
  name: 'TextContentEmbed',
  display_name: 'Video (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('url', {
      type: 'text',
      display_name: 'Video address',
      required: true,
      description: 'A YouTube or Vimeo address; other hosts are not embedded.',
    }),
    defineField('title', { type: 'text', display_name: 'Title', translatable: true, description: 'Names the video for screen readers.' }),
  ],
})

const textContentQuoteBlock = defineBlock({
  name: 'TextContentQuote',
  display_name: 'Quote (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('quote', {
      type: 'textarea',
      display_name: 'Quote',
      required: true,
      translatable: true,
      description: 'The words quoted, shown as one paragraph.',
    }),
    defineField('author', { type: 'text', display_name: 'Said by', translatable: true, description: 'Who said it.' }),
    defineField('role', { type: 'text', display_name: 'Their role', translatable: true, description: 'Their job or company.' }),
  ],
})

const textContentTableBlock = defineBlock({
  name: 'TextContentTable',
  display_name: 'Table (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('table', { type: 'table', display_name: 'Table', required: true, translatable: true, description: 'The first row is the header row.' }),
    defineField('title', { type: 'text', display_name: 'Caption', translatable: true, description: 'Caption above the table.' }),
  ],
})

/**
 * Every rich-text blok, in the order the space lists them: a new one is defined above and named
 * here (and in `RICH_TEXT_BLOKS`, the rich-text fields' allow list).
 */
export const richTextBlocks = { textContentButtonBlock, textContentCardBlock, textContentEmbedBlock, textContentQuoteBlock, textContentTableBlock }
