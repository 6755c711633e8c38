import { defineBlock, defineField } from '@storyblok/schema'
import { richTextBlocksGroup } from './componentGroups'
import { IMAGE_FILETYPES, linkField } from './commonFields'
import { BUTTON_STYLES } from './buttonStyles'

// The global blocks an editor inserts into rich text (Storyblok's "blok" node).

export const textContentButtonBlock = defineBlock({
  name: 'TextContentButton',
  display_name: 'Button (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('title', { type: 'text', translatable: true }),
    linkField('link', 'Where the button goes.'),
    defineField('style', { type: 'option', options: BUTTON_STYLES.map((value) => ({ name: value, value })) }),
  ],
})

export const textContentCardBlock = defineBlock({
  name: 'TextContentCard',
  display_name: 'Card (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('title', { type: 'text', translatable: true }),
    defineField('text', { type: 'textarea', translatable: true }),
    defineField('image', { type: 'asset', filetypes: IMAGE_FILETYPES, translatable: true, description: 'Picture at the top of the card.' }),
    linkField('link', 'The whole card links here.'),
  ],
})

export const textContentEmbedBlock = defineBlock({
  name: 'TextContentEmbed',
  display_name: 'Video (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('url', { type: 'text', required: true, description: 'A YouTube or Vimeo address; other hosts are not embedded.' }),
    defineField('title', { type: 'text', translatable: true, description: 'Names the video for screen readers.' }),
  ],
})

export const textContentQuoteBlock = defineBlock({
  name: 'TextContentQuote',
  display_name: 'Quote (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('quote', { type: 'textarea', required: true, translatable: true }),
    defineField('author', { type: 'text', translatable: true, description: 'Who said it.' }),
    defineField('role', { type: 'text', translatable: true, description: 'Their job or company.' }),
  ],
})

export const textContentTableBlock = defineBlock({
  name: 'TextContentTable',
  display_name: 'Table (in text)',
  folder: richTextBlocksGroup,
  fields: [
    defineField('table', { type: 'table', translatable: true, description: 'The first row is the header row.' }),
    defineField('title', { type: 'text', translatable: true, description: 'Caption above the table.' }),
  ],
})
