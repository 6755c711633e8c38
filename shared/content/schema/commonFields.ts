import { defineField } from '@storyblok/schema'
import { BUTTON_STYLE_OPTIONS } from './fieldOptions'

// Fields many content types share, each defined once. Texts an editor writes per language are
// `translatable`; links, dates, options and switches are the same in every language. Every field
// has a display name in plain English: Storyblok's editor shows it instead of the key.

/** Storyblok's asset field types the site shows as images. */
export const IMAGE_FILETYPES = ['images']

/** The global blocks the site renders inside rich text (Storyblok's "blok" node). */
export const RICH_TEXT_BLOKS = ['TextContentButton', 'TextContentCard', 'TextContentEmbed', 'TextContentQuote', 'TextContentTable'] as const

/** The story's title: its page heading, card title and document title (the story name when empty). */
export const titleField = () =>
  defineField('title', {
    type: 'text',
    display_name: 'Title',
    required: true,
    translatable: true,
    description: 'Heading of the page, its cards and its browser tab.',
  })

export const teaserField = () =>
  defineField('teaser', {
    type: 'textarea',
    display_name: 'Teaser',
    translatable: true,
    description: 'One or two sentences shown on cards, in feeds and as the search description.',
  })

export const imageField = () =>
  defineField('image', {
    type: 'asset',
    display_name: 'Cover image',
    filetypes: IMAGE_FILETYPES,
    translatable: true,
    description: 'Cover image of the page and its cards (its alt text is translated).',
  })

/** An article's text (ArticleLayout.tsx): its headings make the table of contents (tocEntries.ts). */
export const bodyField = () =>
  defineField('body', {
    type: 'richtext',
    display_name: 'Text',
    translatable: true,
    allow: RICH_TEXT_BLOKS,
    description:
      'Headings, paragraphs, lists, links and text blocks (button, card, video, quote, table). Two or more headings (levels 1–3) add a table of contents.',
  })

/** Dates are Storyblok datetimes in UTC (`2024-05-01 08:00`): the description says so, as contentModel.test.ts holds every date field to. */
export const dateField = (displayName: string, description: string) => defineField('date', { type: 'datetime', display_name: displayName, description })

/**
 * A story picker's folder (Storyblok's "Path to folder of stories"): Storyblok puts the first part
 * of the edited story's full slug for `{0}`, its language folder, so an English article offers
 * English authors only, not the namesakes of every language.
 */
export const OWN_LANGUAGE_FOLDER = '{0}/'

/** How a button looks (Button.tsx): a colour or an app store badge. `description` says what empty means where it is used. */
export const buttonStyleField = (displayName: string, description: string) =>
  defineField('style', { type: 'option', display_name: displayName, options: BUTTON_STYLE_OPTIONS, description })

/** Links any story, any URL or an e-mail address; internal links follow the story when it moves. */
export const linkField = <const Name extends string>(name: Name, displayName: string, description: string, { required = false } = {}) =>
  defineField(name, {
    type: 'multilink',
    display_name: displayName,
    ...(required ? { required: true } : {}),
    allow_target_blank: true,
    email_link_type: true,
    description,
  })

export const dataTrackingField = () =>
  defineField('data_tracking', {
    type: 'text',
    display_name: 'Analytics label',
    description: 'Name of the analytics event sent when a visitor clicks it (with consent); empty: none.',
  })

/** A story reached only by its link (a test page, a campaign landing page): the site's lists, feeds, sitemaps and previous/next links leave it out. */
export const unlistedField = () =>
  defineField('unlisted', {
    type: 'boolean',
    display_name: 'Only for those with the link',
    description: 'Left out of lists, feeds, sitemaps and previous/next links, and search engines do not index it.',
  })

/** A tab of Storyblok's editor: it shows the fields named in `keys`, in their order (`validateStory` skips it). */
export const tabField = <const Name extends string>(name: Name, displayName: string, keys: string[]) =>
  defineField(name, { type: 'tab', display_name: displayName, keys })

/** The content types' first tabs: what the page shows, then what search engines and lists get. */
export const contentTab = (keys: string[]) => tabField('content_tab', 'Content', keys)
export const seoTab = (keys: string[]) => tabField('seo_tab', 'SEO', keys)
