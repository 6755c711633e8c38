import { defineBlock, defineField } from '@storyblok/schema'
import { pageTypesGroup, shellGroup } from './componentGroups'
import { buttonStyleField, dataTrackingField, IMAGE_FILETYPES, linkField, tabField } from './commonFields'
import { LINK_ICON_OPTIONS } from './fieldOptions'

// The site settings story (`{language}/_settings`) and the bloks of the header, footer, banner,
// start modals and error page it holds (the report form's texts: reportFormBlock.ts). The settings
// are organised in tabs, one per part of the site they set, so an editor sees one part at a time.

export const navLinkBlock = defineBlock({
  name: 'link',
  display_name: 'Navigation link',
  folder: shellGroup,
  fields: [
    defineField('title', { type: 'text', display_name: 'Text', translatable: true, description: 'The link’s words.' }),
    linkField('link', 'Link', 'Where it goes; a link to the current page is marked as current.'),
    defineField('icon', {
      type: 'option',
      display_name: 'Icon',
      options: LINK_ICON_OPTIONS,
      description: 'A built-in icon (16 px) beside the text, or Custom for the SVG below; empty: none, unless a custom icon is chosen.',
    }),
    defineField('custom_icon', {
      type: 'asset',
      display_name: 'Custom icon',
      filetypes: IMAGE_FILETYPES,
      description: 'An SVG shown at 16×16 px beside the text when the icon is Custom or empty; a link with a button style shows built-in icons only.',
    }),
    buttonStyleField('Button style', 'Shows the link as a button of this style or as a store badge; empty: a plain link.'),
    defineField('icon_is_before', { type: 'boolean', display_name: 'Icon before the text', description: 'Icon before the text instead of after it.' }),
    dataTrackingField(),
  ],
})

export const navLinkListBlock = defineBlock({
  name: 'link-list',
  display_name: 'Navigation dropdown',
  folder: shellGroup,
  fields: [
    defineField('title', { type: 'text', display_name: 'Text', required: true, translatable: true, description: 'The words of the dropdown’s button.' }),
    defineField('links', { type: 'bloks', display_name: 'Links', allow: ['link'], description: 'The links the dropdown opens, top to bottom.' }),
  ],
})

export const startModalBlock = defineBlock({
  name: 'start_modal',
  display_name: 'Start modal',
  folder: shellGroup,
  fields: [
    defineField('head', { type: 'bloks', display_name: 'Heading', allow: ['section_head'], maximum: 1, description: 'The modal’s heading.' }),
    defineField('items', { type: 'bloks', display_name: 'Boxes', allow: ['cta_box'], description: 'One box per audience (shippers, carriers).' }),
  ],
})

export const footerColumnBlock = defineBlock({
  name: 'footer_column',
  display_name: 'Footer column',
  folder: shellGroup,
  fields: [
    defineField('title', {
      type: 'text',
      display_name: 'Heading',
      translatable: true,
      description: 'The column’s heading; on phones, the button that opens the column.',
    }),
    defineField('links', { type: 'bloks', display_name: 'Links', allow: ['link'], description: 'The column’s links, top to bottom.' }),
  ],
})

export const settingsBlock = defineBlock({
  name: 'settings',
  display_name: 'Site settings',
  is_root: true,
  is_nestable: false,
  folder: pageTypesGroup,
  fields: [
    defineField('header_image', {
      type: 'asset',
      display_name: 'Logo',
      filetypes: IMAGE_FILETYPES,
      description: 'The logo in the header (an SVG, about 126×32).',
    }),
    defineField('header_items', {
      type: 'bloks',
      display_name: 'Navigation',
      allow: ['link', 'link-list'],
      description: 'The main navigation: links and dropdowns.',
    }),
    defineField('header_ctas', {
      type: 'bloks',
      display_name: 'Header buttons',
      allow: ['button'],
      maximum: 2,
      description: 'Buttons at the right of the header; the first opens the sign-up modal, the second the login modal.',
    }),
    defineField('header_modal_start_signup', {
      type: 'bloks',
      display_name: 'Sign-up modal',
      allow: ['start_modal'],
      maximum: 1,
      description: 'What the sign-up button opens.',
    }),
    defineField('header_modal_start_login', {
      type: 'bloks',
      display_name: 'Login modal',
      allow: ['start_modal'],
      maximum: 1,
      description: 'What the login button opens.',
    }),
    defineField('footer_image', {
      type: 'asset',
      display_name: 'Footer picture',
      filetypes: IMAGE_FILETYPES,
      description:
        'A wide picture at the top of the footer, above its link columns, across the footer’s width (up to 1152 px) at its own proportion. A JPG, PNG or WebP at least 2304 px wide stays sharp on every screen; an SVG fits too. Empty: none.',
    }),
    defineField('footer_items', { type: 'bloks', display_name: 'Link columns', allow: ['footer_column'], description: 'The footer’s link columns.' }),
    defineField('footer_copyright', {
      type: 'text',
      display_name: 'Copyright line',
      translatable: true,
      description: 'The copyright line; {year} becomes the current year (© {year} Freight GmbH).',
    }),
    defineField('footer_bottom_links', {
      type: 'bloks',
      display_name: 'Bottom links',
      allow: ['link'],
      description:
        'Links at the very bottom: each one opens the cookie settings (its target is only where it leads without JavaScript). Put legal pages (privacy policy, imprint) in a footer column.',
    }),
    defineField('topnotification_enabled', { type: 'boolean', display_name: 'Show the banner', description: 'Show the banner above the header.' }),
    defineField('topnotification_theme', {
      type: 'option',
      display_name: 'Colour',
      options: [
        { name: 'Orange', value: 'orange' },
        { name: 'Blue', value: 'blue' },
      ],
      description: 'The banner’s colour.',
    }),
    defineField('topnotification_richtext', {
      type: 'richtext',
      display_name: 'Text',
      translatable: true,
      allow: [],
      description:
        'The banner’s text (one or two lines, no blocks). A visitor who closes the banner does not see it again in that browser until the next day (their local date), even if the text changes.',
    }),
    defineField('topnotification_links', {
      type: 'bloks',
      display_name: 'Link',
      allow: ['link'],
      maximum: 1,
      description: 'A link after the banner’s text.',
    }),
    defineField('error_title', { type: 'text', display_name: 'Heading', translatable: true, description: 'Heading of the page-not-found page.' }),
    defineField('error_text', { type: 'textarea', display_name: 'Text', translatable: true, description: 'Text of the page-not-found page.' }),
    defineField('error_cta', { type: 'bloks', display_name: 'Buttons', allow: ['button'], maximum: 2, description: 'Buttons of the page-not-found page.' }),
    defineField('report_form', {
      type: 'bloks',
      display_name: 'Report form texts',
      allow: ['report_form'],
      maximum: 1,
      description: 'Texts of the gated-report form; empty ones use the site’s wording.',
    }),
    defineField('organization_logo', {
      type: 'asset',
      display_name: 'Logo for search engines',
      filetypes: IMAGE_FILETYPES,
      description: 'The square logo search engines show for the company: a PNG or JPG of at least 112×112 pixels.',
    }),
    defineField('share_image', {
      type: 'asset',
      display_name: 'Share image',
      filetypes: IMAGE_FILETYPES,
      translatable: true,
      description: 'Shown when a page without an image of its own is shared or found (1200×630).',
    }),
    linkField(
      'jobs_unsolicited_link',
      'Page about applying',
      'The page about applying (how to apply, what to send, whom to ask); the open positions always link to it.',
    ),
    linkField(
      'jobs_apply_link',
      'Application address',
      'Where applications go for an opening without an application link of its own: an e-mail address (the job title becomes the subject) or an application form.',
    ),
    tabField('header_tab', 'Header', ['header_image', 'header_items', 'header_ctas', 'header_modal_start_signup', 'header_modal_start_login']),
    tabField('footer_tab', 'Footer', ['footer_image', 'footer_items', 'footer_copyright', 'footer_bottom_links']),
    tabField('banner_tab', 'Top banner', ['topnotification_enabled', 'topnotification_theme', 'topnotification_richtext', 'topnotification_links']),
    tabField('error_tab', 'Error page', ['error_title', 'error_text', 'error_cta']),
    tabField('report_form_tab', 'Report form', ['report_form']),
    tabField('search_tab', 'Search and sharing', ['organization_logo', 'share_image']),
    tabField('careers_tab', 'Careers', ['jobs_unsolicited_link', 'jobs_apply_link']),
  ],
})
