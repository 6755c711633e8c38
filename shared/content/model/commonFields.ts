import { defineField } from '@storyblok/schema'

// Fields many content types share, each defined once. Texts an editor writes per language are
// `translatable`; links, dates, options and switches are the same in every language.

/** Storyblok's asset field types the site shows as images. */
export const IMAGE_FILETYPES = ['images']

/** The story's title: its page heading, card title and document title (the story name when empty). */
export const titleField = () =>
  defineField('title', { type: 'text', required: true, translatable: true, description: 'Heading of the page, its cards and its browser tab.' })

export const teaserField = () =>
  defineField('teaser', { type: 'textarea', translatable: true, description: 'One or two sentences shown on cards, in feeds and as the search description.' })

export const imageField = () =>
  defineField('image', {
    type: 'asset',
    filetypes: IMAGE_FILETYPES,
    translatable: true,
    description: 'Cover image of the page and its cards (its alt text is translated).',
  })

export const bodyField = () =>
  defineField('body', {
    type: 'richtext',
    translatable: true,
    allow: ['TextContentButton', 'TextContentCard', 'TextContentEmbed', 'TextContentQuote', 'TextContentTable'],
  })

/** Dates are Storyblok datetimes in UTC (`2024-05-01 08:00`). */
export const dateField = (description: string) => defineField('date', { type: 'datetime', description })

/** Links any story, any URL or an e-mail address; internal links follow the story when it moves. */
export const linkField = <const Name extends string>(name: Name, description: string) =>
  defineField(name, { type: 'multilink', allow_target_blank: true, email_link_type: true, description })

export const dataTrackingField = () =>
  defineField('data_tracking', { type: 'text', description: 'Name of the analytics event sent when a visitor clicks it (with consent); empty: none.' })

/** A story reached only by its link (a test page, a campaign landing page): the site's lists, feeds, sitemaps and previous/next links leave it out. */
export const unlistedField = () =>
  defineField('unlisted', {
    type: 'boolean',
    description: 'Only for those who have its link: left out of lists, feeds, sitemaps and previous/next links, and search engines do not index it.',
  })
