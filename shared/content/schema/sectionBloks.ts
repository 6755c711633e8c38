import { defineBlock, defineField } from '@storyblok/schema'
import { sectionsGroup } from './componentGroups'
import { buttonStyleField, dataTrackingField, IMAGE_FILETYPES, linkField, RICH_TEXT_BLOKS } from './commonFields'
import { BUILT_IN_ICON_OPTIONS } from './fieldOptions'

// The bloks a page's body is made of (and the shell reuses: start modals, CTAs).

const sectionHeadBlock = defineBlock({
  name: 'section_head',
  display_name: 'Section heading',
  folder: sectionsGroup,
  fields: [
    defineField('overline', { type: 'text', display_name: 'Overline', translatable: true, description: 'Small line above the heading.' }),
    defineField('title', {
      type: 'text',
      display_name: 'Heading',
      translatable: true,
      description: 'The section’s heading; with Big title, the page’s title.',
    }),
    defineField('title_is_big', { type: 'boolean', display_name: 'Big title', description: 'The page’s main heading: bigger, and the page’s h1.' }),
    defineField('richtext', {
      type: 'richtext',
      display_name: 'Text',
      translatable: true,
      allow: [],
      description: 'Text under the heading: paragraphs, lists and links (buttons and other blocks go in their own sections).',
    }),
  ],
})

const richTextBlock = defineBlock({
  name: 'rich_text',
  display_name: 'Text',
  folder: sectionsGroup,
  fields: [
    defineField('text', {
      type: 'richtext',
      display_name: 'Text',
      required: true,
      translatable: true,
      allow: RICH_TEXT_BLOKS,
      description: 'Headings, paragraphs, lists, links and text blocks (button, card, video, quote, table).',
    }),
  ],
})

const buttonBlock = defineBlock({
  name: 'button',
  display_name: 'Button',
  folder: sectionsGroup,
  fields: [
    defineField('title', {
      type: 'text',
      display_name: 'Text',
      translatable: true,
      description: 'The button’s words; a store badge shows its own (this text is added to its name for screen readers).',
    }),
    linkField('link', 'Link', 'Where the button goes; without it the button is not shown.', { required: true }),
    buttonStyleField('Style', 'Colour; google-play and app-store show the store badge.'),
    defineField('icon', {
      type: 'option',
      display_name: 'Icon',
      options: BUILT_IN_ICON_OPTIONS,
      description: 'A built-in icon (16 px) beside the words; empty: none. A store badge shows none.',
    }),
    defineField('icon_is_before', { type: 'boolean', display_name: 'Icon before the text', description: 'Icon before the text instead of after it.' }),
    dataTrackingField(),
  ],
})

const ctaBoxBlock = defineBlock({
  name: 'cta_box',
  display_name: 'Call-to-action box',
  folder: sectionsGroup,
  fields: [
    defineField('title', { type: 'text', display_name: 'Heading', translatable: true, description: 'The box’s heading.' }),
    defineField('text', { type: 'textarea', display_name: 'Text', translatable: true, description: 'A sentence or two under the heading (plain text).' }),
    defineField('links', { type: 'bloks', display_name: 'Buttons', allow: ['button'], maximum: 3, description: 'Up to three buttons.' }),
    defineField('image', {
      type: 'asset',
      display_name: 'Picture',
      filetypes: IMAGE_FILETYPES,
      translatable: true,
      description: 'Picture shown with the box.',
    }),
  ],
})

const contactFormBlock = defineBlock({
  name: 'contact_form',
  display_name: 'Contact form',
  folder: sectionsGroup,
  fields: [
    defineField('title', {
      type: 'text',
      display_name: 'Heading',
      translatable: true,
      description: 'Empty: “Send us a message” in the page’s language.',
    }),
    defineField('intro', {
      type: 'textarea',
      display_name: 'Introduction',
      translatable: true,
      description: 'Empty: the site’s own line in the page’s language (who answers, and when).',
    }),
  ],
})

const faqItemBlock = defineBlock({
  name: 'faq_item',
  display_name: 'Question and answer',
  folder: sectionsGroup,
  fields: [
    defineField('question', { type: 'text', display_name: 'Question', required: true, translatable: true, description: 'As a visitor would ask it.' }),
    defineField('answer', {
      type: 'richtext',
      display_name: 'Answer',
      required: true,
      translatable: true,
      allow: [],
      description: 'Paragraphs, lists and links. Consecutive questions form one list, which search engines read as the page’s FAQ.',
    }),
  ],
})

const pricingPlanBlock = defineBlock({
  name: 'pricing_plan',
  display_name: 'Pricing plan',
  folder: sectionsGroup,
  fields: [
    defineField('name', { type: 'text', display_name: 'Plan', required: true, translatable: true, description: 'The plan’s name, at the top of its card.' }),
    defineField('price', {
      type: 'text',
      display_name: 'Price',
      required: true,
      translatable: true,
      description: 'As it should read, with its currency (“€0”, “€149”), or words (“On request”).',
    }),
    defineField('price_note', {
      type: 'text',
      display_name: 'Price note',
      translatable: true,
      description: 'What the price is for: “per month”, “per shipment”.',
    }),
    defineField('summary', { type: 'textarea', display_name: 'Who it is for', translatable: true, description: 'One line under the price.' }),
    defineField('features', { type: 'textarea', display_name: 'What is included', translatable: true, description: 'One item a line.' }),
    defineField('highlighted', { type: 'boolean', display_name: 'Highlighted', description: 'The plan most visitors choose: drawn in the brand colour.' }),
    defineField('links', { type: 'bloks', display_name: 'Button', allow: ['button'], maximum: 1, description: 'Where to choose the plan.' }),
  ],
})

/** Every section blok, in the order the space lists them: a new one is defined above and named here. */
export const sectionBlocks = { sectionHeadBlock, richTextBlock, ctaBoxBlock, buttonBlock, contactFormBlock, faqItemBlock, pricingPlanBlock }
