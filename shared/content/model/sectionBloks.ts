import { defineBlock, defineField } from '@storyblok/schema'
import { BUTTON_STYLES } from './buttonStyles'
import { sectionsGroup } from './componentGroups'
import { dataTrackingField, IMAGE_FILETYPES, linkField } from './commonFields'

// The bloks a page's body is made of (and the shell reuses: start modals, CTAs).

const option = (value: string) => ({ name: value, value })

export const sectionHeadBlock = defineBlock({
  name: 'section_head',
  display_name: 'Section heading',
  folder: sectionsGroup,
  fields: [
    defineField('overline', { type: 'text', translatable: true, description: 'Small line above the heading.' }),
    defineField('title', { type: 'text', translatable: true }),
    defineField('title_is_big', { type: 'boolean', description: 'The page’s main heading: bigger, and the page’s h1.' }),
    defineField('richtext', { type: 'richtext', translatable: true, description: 'Text under the heading.' }),
  ],
})

export const richTextBlock = defineBlock({
  name: 'rich_text',
  display_name: 'Text',
  folder: sectionsGroup,
  fields: [
    defineField('text', {
      type: 'richtext',
      translatable: true,
      allow: ['TextContentButton', 'TextContentCard', 'TextContentEmbed', 'TextContentQuote', 'TextContentTable'],
    }),
  ],
})

export const buttonBlock = defineBlock({
  name: 'button',
  display_name: 'Button',
  folder: sectionsGroup,
  fields: [
    defineField('title', { type: 'text', translatable: true }),
    linkField('link', 'Where the button goes.'),
    defineField('style', { type: 'option', options: BUTTON_STYLES.map(option), description: 'Colour; google-play and app-store show the store badge.' }),
    defineField('icon', { type: 'text', description: 'A built-in icon (arrow-right, mail, user, home, …), or custom for the custom icon.' }),
    defineField('custom_icon', { type: 'asset', filetypes: IMAGE_FILETYPES, description: 'An SVG icon, shown when the icon is custom.' }),
    defineField('icon_is_before', { type: 'boolean', description: 'Icon before the text instead of after it.' }),
    dataTrackingField(),
  ],
})

export const ctaBoxBlock = defineBlock({
  name: 'cta_box',
  display_name: 'Call-to-action box',
  folder: sectionsGroup,
  fields: [
    defineField('title', { type: 'text', translatable: true }),
    defineField('text', { type: 'textarea', translatable: true }),
    defineField('links', { type: 'bloks', allow: ['button'], maximum: 3, description: 'Up to three buttons.' }),
    defineField('image', {
      type: 'asset',
      filetypes: IMAGE_FILETYPES,
      translatable: true,
      description: 'Picture shown with the box.',
    }),
  ],
})
