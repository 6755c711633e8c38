import { defineBlock, defineField } from '@storyblok/schema'
import { pageTypesGroup } from './componentGroups'
import { bodyField, dateField, IMAGE_FILETYPES, imageField, linkField, teaserField, titleField, unlistedField } from './commonFields'
import { blogCategories, techCategories } from './datasources'

// The content types: one per kind of story, each chosen by a folder (storyFolders.ts).

const rootBlock = { is_root: true, is_nestable: false, folder: pageTypesGroup } as const

const pageBlock = defineBlock({
  ...rootBlock,
  name: 'page',
  display_name: 'Page',
  fields: [
    titleField(),
    defineField('description', { type: 'textarea', translatable: true, description: 'Search engines show it under the title; also the share text.' }),
    defineField('body', {
      type: 'bloks',
      allow: ['section_head', 'rich_text', 'cta_box'],
      translatable: true,
      description: 'The page, top to bottom: headings, text and call-to-action boxes.',
    }),
    defineField('disable_scroll_to_top', { type: 'boolean', description: 'Keep the reader’s scroll position on reload instead of opening at the top.' }),
    defineField('featured', {
      type: 'options',
      source: 'internal_stories',
      filter_content_type: ['blog_post', 'case_study', 'report', 'webinar', 'tech_article'],
      description: 'Stories shown as featured cards (resource hub).',
    }),
    unlistedField(),
  ],
})

const blogPostBlock = defineBlock({
  ...rootBlock,
  name: 'blog_post',
  display_name: 'Blog article',
  fields: [
    titleField(),
    teaserField(),
    imageField(),
    defineField('category', { type: 'option', source: 'internal', datasource: blogCategories, description: 'The blog category it is listed under.' }),
    defineField('author', {
      type: 'option',
      source: 'internal_stories',
      filter_content_type: ['author'],
      description: 'An author story from the authors folder.',
    }),
    dateField('Publication date: orders the blog and shows on the article.'),
    bodyField(),
    defineField('related', {
      type: 'options',
      source: 'internal_stories',
      filter_content_type: ['blog_post'],
      description: 'Blog articles shown below this one.',
    }),
    unlistedField(),
  ],
})

const caseStudyBlock = defineBlock({
  ...rootBlock,
  name: 'case_study',
  display_name: 'Case study',
  fields: [
    titleField(),
    teaserField(),
    imageField(),
    defineField('customer', { type: 'text', translatable: true, description: 'The customer’s company name.' }),
    defineField('industry', { type: 'text', translatable: true }),
    bodyField(),
    unlistedField(),
  ],
})

const glossaryEntryBlock = defineBlock({
  ...rootBlock,
  name: 'glossary_entry',
  display_name: 'Glossary entry',
  fields: [
    defineField('term', { type: 'text', required: true, translatable: true, description: 'The word or phrase explained; the glossary sorts by it.' }),
    defineField('definition', { type: 'richtext', translatable: true }),
    unlistedField(),
  ],
})

const pressItemBlock = defineBlock({
  ...rootBlock,
  name: 'press_item',
  display_name: 'Press release',
  fields: [titleField(), teaserField(), dateField('Release date: orders the press list.'), bodyField(), unlistedField()],
})

const pressPostBlock = defineBlock({
  ...rootBlock,
  name: 'press_post',
  display_name: 'Press post',
  fields: [titleField(), teaserField(), dateField('Publication date: orders the press list.'), imageField(), bodyField(), unlistedField()],
})

const pressClippingBlock = defineBlock({
  ...rootBlock,
  name: 'press_clipping',
  display_name: 'Press clipping',
  fields: [
    titleField(),
    defineField('publication', { type: 'text', translatable: true, description: 'The newspaper or site that published it.' }),
    defineField('url', { type: 'multilink', allow_target_blank: true, description: 'The article on the publication’s site (a URL link).' }),
    dateField('When it was published.'),
  ],
})

const reportBlock = defineBlock({
  ...rootBlock,
  name: 'report',
  display_name: 'Report',
  fields: [
    titleField(),
    teaserField(),
    imageField(),
    defineField('gated', { type: 'boolean', description: 'Visitors leave their details before they download the file.' }),
    defineField('file', { type: 'asset', filetypes: ['texts'], translatable: true, description: 'The PDF. Make it a private asset when the report is gated.' }),
    bodyField(),
    defineField('phone_allowed_countries', {
      type: 'text',
      description: 'Gated: country codes a phone number may come from, separated by commas (e.g. DE, AT, CH); empty: any.',
    }),
    defineField('phone_ignored_countries', {
      type: 'text',
      description: 'Gated: country codes whose phone numbers are refused, separated by commas (e.g. RU, BY).',
    }),
    unlistedField(),
  ],
})

const techArticleBlock = defineBlock({
  ...rootBlock,
  name: 'tech_article',
  display_name: 'Tech article',
  fields: [
    titleField(),
    teaserField(),
    defineField('category', { type: 'option', source: 'internal', datasource: techCategories, description: 'The tech blog category it is listed under.' }),
    dateField('Publication date: orders the tech blog.'),
    bodyField(),
    unlistedField(),
  ],
})

const webinarBlock = defineBlock({
  ...rootBlock,
  name: 'webinar',
  display_name: 'Webinar',
  fields: [
    titleField(),
    teaserField(),
    dateField('When the webinar starts, with its time (UTC); the site shows it in Berlin time (CET/CEST).'),
    defineField('duration', { type: 'number', min_value: 1, description: 'How long it lasts, in minutes; empty: 60.' }),
    linkField('registration_link', 'Where visitors sign up (the webinar platform’s page); shown until the webinar has ended.'),
    defineField('video_url', {
      type: 'text',
      description: 'The recording (a YouTube or Vimeo address, or a video file), shown once the webinar has ended; empty: “Recording coming soon”.',
    }),
    bodyField(),
    unlistedField(),
  ],
})

const jobOpeningBlock = defineBlock({
  ...rootBlock,
  name: 'job_opening',
  display_name: 'Job opening',
  fields: [
    titleField(),
    defineField('location', { type: 'text', translatable: true, description: 'City of the workplace; the open positions filter by it.' }),
    defineField('country', { type: 'text', description: 'Country of the workplace, as its two-letter code (DE, PL, FR, …): search engines need it.' }),
    defineField('employment_type', {
      type: 'option',
      options: [
        { name: 'Full time', value: 'FULL_TIME' },
        { name: 'Part time', value: 'PART_TIME' },
      ],
    }),
    defineField('department', { type: 'text', translatable: true, description: 'The team; the open positions filter by it.' }),
    defineField('date_posted', { type: 'datetime', description: 'When the opening was published (search engines need it).' }),
    defineField('valid_through', {
      type: 'datetime',
      description: 'Until when applications are accepted: after it the opening leaves the list and its address answers 410 Gone.',
    }),
    defineField('body', { type: 'richtext', translatable: true }),
    linkField(
      'apply_link',
      'Where applicants apply: the application form (a URL or a story) or an e-mail address (the job title becomes the subject); empty: the settings’ application address (Careers tab).',
    ),
  ],
})

const authorBlock = defineBlock({
  ...rootBlock,
  name: 'author',
  display_name: 'Author',
  fields: [
    defineField('name', { type: 'text', required: true }),
    defineField('role', { type: 'text', translatable: true, description: 'Job title shown next to the name.' }),
    defineField('avatar', { type: 'asset', filetypes: IMAGE_FILETYPES, description: 'A square portrait.' }),
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
