import { defineBlock, defineField } from '@storyblok/schema'
import { pageTypesGroup } from './componentGroups'
import {
  bodyField,
  contentTab,
  dateField,
  IMAGE_FILETYPES,
  imageField,
  linkField,
  OWN_LANGUAGE_FOLDER,
  RICH_TEXT_BLOKS,
  seoTab,
  tabField,
  teaserField,
  titleField,
  unlistedField,
} from './commonFields'
import { blogCategories, techCategories } from './datasources'
import { COUNTRY_OPTIONS } from './fieldOptions'

// The content types: one per kind of story, each chosen by a folder (storyFolders.ts). A type with
// a page of its own is organised in tabs: Content (what the page shows), SEO (what search engines
// and lists get), then the rest; author and press clipping, with a few fields and no page, are not.

const rootBlock = { is_root: true, is_nestable: false, folder: pageTypesGroup } as const

export const pageBlock = defineBlock({
  ...rootBlock,
  name: 'page',
  display_name: 'Page',
  fields: [
    titleField(),
    defineField('description', {
      type: 'textarea',
      display_name: 'Search description',
      translatable: true,
      description: 'Search engines show it under the title; also the share text.',
    }),
    defineField('body', {
      type: 'bloks',
      display_name: 'Sections',
      allow: ['section_head', 'rich_text', 'cta_box', 'contact_form', 'faq_item', 'pricing_plan'],
      translatable: true,
      description: 'The page, top to bottom: headings, text, call-to-action boxes, the contact form, questions and answers, pricing plans.',
    }),
    defineField('disable_scroll_to_top', {
      type: 'boolean',
      display_name: 'Keep scroll position on reload',
      description: 'A reload keeps the reader where they were instead of opening at the top.',
    }),
    defineField('featured', {
      type: 'options',
      source: 'internal_stories',
      display_name: 'Featured stories',
      filter_content_type: ['blog_post', 'case_study', 'report', 'webinar', 'tech_article'],
      folder_slug: OWN_LANGUAGE_FOLDER,
      description: 'Stories of this language shown as featured cards (resource hub).',
    }),
    unlistedField(),
    contentTab(['title', 'body', 'featured']),
    seoTab(['description', 'unlisted']),
    tabField('settings_tab', 'Settings', ['disable_scroll_to_top']),
  ],
})

export const blogPostBlock = defineBlock({
  ...rootBlock,
  name: 'blog_post',
  display_name: 'Blog article',
  fields: [
    titleField(),
    teaserField(),
    imageField(),
    defineField('category', {
      type: 'option',
      display_name: 'Category',
      source: 'internal',
      datasource: blogCategories,
      description: 'The blog category it is listed under.',
    }),
    defineField('author', {
      type: 'option',
      display_name: 'Author',
      source: 'internal_stories',
      filter_content_type: ['author'],
      folder_slug: OWN_LANGUAGE_FOLDER,
      description: 'An author of this language (its authors folder), shown beside the article and named to search engines.',
    }),
    dateField('Publication date', 'When it was published, in UTC: orders the blog; the article shows the day.'),
    bodyField(),
    defineField('related', {
      type: 'options',
      display_name: 'Related articles',
      source: 'internal_stories',
      filter_content_type: ['blog_post'],
      folder_slug: OWN_LANGUAGE_FOLDER,
      description: 'Blog articles of this language, listed beside this one (below it on phones).',
    }),
    unlistedField(),
    contentTab(['title', 'teaser', 'image', 'category', 'author', 'date', 'body', 'related']),
    seoTab(['unlisted']),
  ],
})

export const caseStudyBlock = defineBlock({
  ...rootBlock,
  name: 'case_study',
  display_name: 'Case study',
  fields: [
    titleField(),
    teaserField(),
    imageField(),
    defineField('customer', { type: 'text', display_name: 'Customer', translatable: true, description: 'The customer’s company name.' }),
    defineField('industry', {
      type: 'text',
      display_name: 'Industry',
      translatable: true,
      description: 'The customer’s industry, above the title on the page and its cards, and beside the text.',
    }),
    bodyField(),
    unlistedField(),
    contentTab(['title', 'teaser', 'image', 'customer', 'industry', 'body']),
    seoTab(['unlisted']),
  ],
})

export const glossaryEntryBlock = defineBlock({
  ...rootBlock,
  name: 'glossary_entry',
  display_name: 'Glossary entry',
  fields: [
    defineField('term', {
      type: 'text',
      display_name: 'Term',
      required: true,
      translatable: true,
      description: 'The word or phrase explained; the glossary sorts by it.',
    }),
    defineField('definition', {
      type: 'richtext',
      display_name: 'Definition',
      translatable: true,
      allow: RICH_TEXT_BLOKS,
      description: 'What the term means; its first 160 characters stand for the entry on the glossary’s cards and in search results.',
    }),
    unlistedField(),
    contentTab(['term', 'definition']),
    seoTab(['unlisted']),
  ],
})

export const pressItemBlock = defineBlock({
  ...rootBlock,
  name: 'press_item',
  display_name: 'Press release',
  fields: [
    titleField(),
    teaserField(),
    dateField('Release date', 'When it was released, in UTC: orders the press list; the release shows the day.'),
    bodyField(),
    unlistedField(),
    contentTab(['title', 'teaser', 'date', 'body']),
    seoTab(['unlisted']),
  ],
})

export const pressPostBlock = defineBlock({
  ...rootBlock,
  name: 'press_post',
  display_name: 'Press post',
  fields: [
    titleField(),
    teaserField(),
    dateField('Publication date', 'When it was published, in UTC: orders the press list; the post shows the day.'),
    imageField(),
    bodyField(),
    unlistedField(),
    contentTab(['title', 'teaser', 'date', 'image', 'body']),
    seoTab(['unlisted']),
  ],
})

export const pressClippingBlock = defineBlock({
  ...rootBlock,
  name: 'press_clipping',
  display_name: 'Press clipping',
  fields: [
    titleField(),
    defineField('publication', { type: 'text', display_name: 'Publication', translatable: true, description: 'The newspaper or site that published it.' }),
    defineField('url', {
      type: 'multilink',
      display_name: 'Article address',
      required: true,
      allow_target_blank: true,
      description: 'The article on the publication’s site (a URL link): the clipping’s card leads there.',
    }),
    dateField('Date', 'When it was published, in UTC.'),
  ],
})

export const reportBlock = defineBlock({
  ...rootBlock,
  name: 'report',
  display_name: 'Report',
  fields: [
    titleField(),
    teaserField(),
    imageField(),
    defineField('gated', {
      type: 'boolean',
      display_name: 'Gated download',
      description: 'Visitors leave their details before they download the file.',
    }),
    defineField('file', {
      type: 'asset',
      display_name: 'Report file (PDF)',
      filetypes: ['texts'],
      translatable: true,
      description: 'The PDF. Make it a private asset when the report is gated.',
    }),
    bodyField(),
    defineField('phone_allowed_countries', {
      type: 'text',
      display_name: 'Phone numbers only from',
      description: 'Gated: country codes a phone number may come from, separated by commas (e.g. DE, AT, CH); empty: any.',
    }),
    defineField('phone_ignored_countries', {
      type: 'text',
      display_name: 'Phone numbers refused from',
      description: 'Gated: country codes whose phone numbers are refused, separated by commas (e.g. RU, BY).',
    }),
    unlistedField(),
    contentTab(['title', 'teaser', 'image', 'file', 'body']),
    seoTab(['unlisted']),
    tabField('gate_tab', 'Download gate', ['gated', 'phone_allowed_countries', 'phone_ignored_countries']),
  ],
})

export const techArticleBlock = defineBlock({
  ...rootBlock,
  name: 'tech_article',
  display_name: 'Tech article',
  fields: [
    titleField(),
    teaserField(),
    defineField('category', {
      type: 'option',
      display_name: 'Category',
      source: 'internal',
      datasource: techCategories,
      description: 'The tech blog category it is listed under.',
    }),
    dateField('Publication date', 'When it was published, in UTC: orders the tech blog; the article shows the day.'),
    bodyField(),
    unlistedField(),
    contentTab(['title', 'teaser', 'category', 'date', 'body']),
    seoTab(['unlisted']),
  ],
})

export const webinarBlock = defineBlock({
  ...rootBlock,
  name: 'webinar',
  display_name: 'Webinar',
  fields: [
    titleField(),
    teaserField(),
    imageField(),
    dateField('Start (UTC)', 'When the webinar starts, with its time in UTC; the site shows it in Berlin time (CET/CEST).'),
    defineField('duration', { type: 'number', display_name: 'Duration (minutes)', min_value: 1, description: 'How long it lasts, in minutes; empty: 60.' }),
    linkField('registration_link', 'Registration link', 'Where visitors sign up (the webinar platform’s page); shown until the webinar has ended.'),
    defineField('video_url', {
      type: 'text',
      display_name: 'Recording address',
      description: 'The recording (a YouTube or Vimeo address, or a video file), shown once the webinar has ended; empty: “Recording coming soon”.',
    }),
    bodyField(),
    unlistedField(),
    contentTab(['title', 'teaser', 'image', 'date', 'duration', 'registration_link', 'video_url', 'body']),
    seoTab(['unlisted']),
  ],
})

export const jobOpeningBlock = defineBlock({
  ...rootBlock,
  name: 'job_opening',
  display_name: 'Job opening',
  fields: [
    titleField(),
    defineField('location', {
      type: 'text',
      display_name: 'Location',
      translatable: true,
      description: 'City of the workplace; the open positions filter by it.',
    }),
    defineField('country', {
      type: 'option',
      display_name: 'Country',
      options: COUNTRY_OPTIONS,
      description: 'Country of the workplace: search engines’ job listings need it with the location.',
    }),
    defineField('employment_type', {
      type: 'option',
      display_name: 'Employment type',
      options: [
        { name: 'Full time', value: 'FULL_TIME' },
        { name: 'Part time', value: 'PART_TIME' },
      ],
      description: 'Shown with the opening, a filter of the open positions, and given to search engines.',
    }),
    defineField('department', { type: 'text', display_name: 'Department', translatable: true, description: 'The team; the open positions filter by it.' }),
    defineField('date_posted', {
      type: 'datetime',
      display_name: 'Posted on',
      description: 'When the opening was published, in UTC; without it search engines get no job posting for it.',
    }),
    defineField('valid_through', {
      type: 'datetime',
      display_name: 'Open until',
      description: 'Until when applications are accepted, in UTC: after it the opening leaves the list and its address answers 410 Gone.',
    }),
    defineField('body', {
      type: 'richtext',
      display_name: 'Description',
      translatable: true,
      allow: RICH_TEXT_BLOKS,
      description: 'What the job is, asks and offers: shown under the opening’s facts, and given whole to search engines.',
    }),
    linkField(
      'apply_link',
      'Where to apply',
      'The application form (a URL or a story) or an e-mail address (the job title becomes the subject); empty: the settings’ application address (Careers tab).',
    ),
    contentTab(['title', 'location', 'department', 'employment_type', 'body', 'apply_link']),
    tabField('listing_tab', 'Listing and search', ['country', 'date_posted', 'valid_through']),
  ],
})

export const authorBlock = defineBlock({
  ...rootBlock,
  name: 'author',
  display_name: 'Author',
  fields: [
    defineField('name', {
      type: 'text',
      display_name: 'Name',
      required: true,
      description: 'Shown with the author’s articles (“Written by”) and named to search engines as their author.',
    }),
    defineField('role', { type: 'text', display_name: 'Role', translatable: true, description: 'Job title shown next to the name.' }),
    defineField('avatar', { type: 'asset', display_name: 'Portrait', filetypes: IMAGE_FILETYPES, description: 'A square portrait.' }),
  ],
})

/** Every content type, in the order the space lists them: a new content type is defined above and named here. */
export const pageTypeBlocks = {
  pageBlock,
  blogPostBlock,
  caseStudyBlock,
  glossaryEntryBlock,
  pressItemBlock,
  pressPostBlock,
  pressClippingBlock,
  reportBlock,
  techArticleBlock,
  webinarBlock,
  jobOpeningBlock,
  authorBlock,
}
