import { defineBlock, defineField } from '@storyblok/schema'
import type { ReportFormMessages } from '../../i18n/messages/Messages'
import { pageTypesGroup, shellGroup } from './componentGroups'
import { dataTrackingField, IMAGE_FILETYPES, linkField } from './commonFields'

// The site settings story (`{language}/_settings`) and the bloks of the header, footer, banner,
// start modals, error page and report form it holds.

export const navLinkBlock = defineBlock({
  name: 'link',
  display_name: 'Navigation link',
  folder: shellGroup,
  fields: [
    defineField('title', { type: 'text', translatable: true }),
    linkField('link', 'Where it goes; a link to the current page is marked as current.'),
    defineField('icon', { type: 'text', description: 'A built-in icon name, or custom for the custom icon; empty: none.' }),
    defineField('custom_icon', { type: 'asset', filetypes: IMAGE_FILETYPES, description: 'An SVG icon, shown when the icon is custom.' }),
    defineField('style', {
      type: 'text',
      description: 'A button style (orange, green, …, google-play, app-store) shows it as a button or store badge; empty: a plain link.',
    }),
    defineField('icon_is_before', { type: 'boolean', description: 'Icon before the text instead of after it.' }),
    dataTrackingField(),
  ],
})

export const navLinkListBlock = defineBlock({
  name: 'link-list',
  display_name: 'Navigation dropdown',
  folder: shellGroup,
  fields: [
    defineField('title', { type: 'text', translatable: true, description: 'The dropdown’s button.' }),
    defineField('links', { type: 'bloks', allow: ['link'] }),
  ],
})

export const startModalBlock = defineBlock({
  name: 'start_modal',
  display_name: 'Start modal',
  folder: shellGroup,
  fields: [
    defineField('head', { type: 'bloks', allow: ['section_head'], maximum: 1, description: 'The modal’s heading.' }),
    defineField('items', { type: 'bloks', allow: ['cta_box'], description: 'One box per audience (shippers, carriers).' }),
  ],
})

export const footerColumnBlock = defineBlock({
  name: 'footer_column',
  display_name: 'Footer column',
  folder: shellGroup,
  fields: [defineField('title', { type: 'text', translatable: true }), defineField('links', { type: 'bloks', allow: ['link'] })],
})

const reportFormText = <const Name extends keyof ReportFormMessages>(name: Name) =>
  defineField(name, { type: 'text', translatable: true, description: 'Empty: the site’s own wording in this language.' })

export const reportFormBlock = defineBlock({
  name: 'report_form',
  display_name: 'Report form texts',
  folder: shellGroup,
  fields: [
    linkField('privacy_link', 'The privacy policy the consent links to.'),
    defineField('consent_version', { type: 'text', description: 'Stored with every lead: change it whenever the consent wording changes.' }),
    reportFormText('open_button'),
    reportFormText('title'),
    reportFormText('intro'),
    reportFormText('first_name_label'),
    reportFormText('last_name_label'),
    reportFormText('email_label'),
    reportFormText('company_label'),
    reportFormText('phone_label'),
    reportFormText('country_label'),
    reportFormText('consent_label'),
    reportFormText('privacy_link_text'),
    reportFormText('marketing_label'),
    reportFormText('submit_label'),
    reportFormText('submitting_label'),
    reportFormText('success_title'),
    reportFormText('success_text'),
    reportFormText('download_again_label'),
    reportFormText('required_error'),
    reportFormText('too_long_error'),
    reportFormText('email_error'),
    reportFormText('consent_error'),
    reportFormText('phone_not_a_number_error'),
    reportFormText('phone_invalid_country_error'),
    reportFormText('phone_too_short_error'),
    reportFormText('phone_too_long_error'),
    reportFormText('phone_invalid_error'),
    reportFormText('phone_not_allowed_error'),
    reportFormText('summary_error'),
    reportFormText('network_error'),
    reportFormText('retry_label'),
    reportFormText('saving_error'),
    reportFormText('rate_limit_error'),
    reportFormText('not_found_error'),
    reportFormText('expired_title'),
    reportFormText('expired_text'),
    reportFormText('expired_link_label'),
  ],
})

export const settingsBlock = defineBlock({
  name: 'settings',
  display_name: 'Site settings',
  is_root: true,
  is_nestable: false,
  folder: pageTypesGroup,
  fields: [
    defineField('header_image', { type: 'asset', filetypes: IMAGE_FILETYPES, description: 'The logo in the header (an SVG, about 126×32).' }),
    defineField('organization_logo', {
      type: 'asset',
      filetypes: IMAGE_FILETYPES,
      description: 'The square logo search engines show for the company: a PNG or JPG of at least 112×112 pixels.',
    }),
    defineField('share_image', {
      type: 'asset',
      filetypes: IMAGE_FILETYPES,
      translatable: true,
      description: 'Shown when a page without an image of its own is shared or found (1200×630).',
    }),
    defineField('header_items', { type: 'bloks', allow: ['link', 'link-list'], description: 'The main navigation: links and dropdowns.' }),
    defineField('header_ctas', {
      type: 'bloks',
      allow: ['button'],
      maximum: 2,
      description: 'Buttons at the right of the header; the first opens the sign-up modal, the second the login modal.',
    }),
    defineField('header_modal_start_signup', { type: 'bloks', allow: ['start_modal'], maximum: 1, description: 'What the sign-up button opens.' }),
    defineField('header_modal_start_login', { type: 'bloks', allow: ['start_modal'], maximum: 1, description: 'What the login button opens.' }),
    defineField('footer_image', { type: 'asset', filetypes: IMAGE_FILETYPES, description: 'Wide picture above the footer.' }),
    defineField('footer_items', { type: 'bloks', allow: ['footer_column'], description: 'The footer’s link columns.' }),
    defineField('footer_copyright', {
      type: 'text',
      translatable: true,
      description: 'The copyright line; {year} becomes the current year (© {year} Freight GmbH).',
    }),
    defineField('footer_bottom_links', {
      type: 'bloks',
      allow: ['link'],
      description:
        'Links at the very bottom: each one opens the cookie settings (its target is only where it leads without JavaScript). Put legal pages (privacy policy, imprint) in a footer column.',
    }),
    defineField('topnotification_enabled', { type: 'boolean', description: 'Show the banner above the header.' }),
    defineField('topnotification_theme', {
      type: 'option',
      options: [
        { name: 'Orange', value: 'orange' },
        { name: 'Blue', value: 'blue' },
      ],
      description: 'The banner’s colour.',
    }),
    defineField('topnotification_richtext', {
      type: 'richtext',
      translatable: true,
      description: 'The banner’s text. Editing it shows the banner again to visitors who closed it.',
    }),
    defineField('topnotification_links', { type: 'bloks', allow: ['link'], maximum: 1, description: 'A link after the banner’s text.' }),
    linkField('jobs_unsolicited_link', 'The page about applying (how to apply, what to send, whom to ask); the open positions always link to it.'),
    linkField(
      'jobs_apply_link',
      'Where applications go for an opening without an application link of its own: an e-mail address (the job title becomes the subject) or an application form.',
    ),
    defineField('error_title', { type: 'text', translatable: true, description: 'Heading of the page-not-found page.' }),
    defineField('error_text', { type: 'textarea', translatable: true, description: 'Text of the page-not-found page.' }),
    defineField('error_cta', { type: 'bloks', allow: ['button'], maximum: 2, description: 'Buttons of the page-not-found page.' }),
    defineField('report_form', {
      type: 'bloks',
      allow: ['report_form'],
      maximum: 1,
      description: 'Texts of the gated-report form; empty ones use the site’s wording.',
    }),
    defineField('careers_tab', {
      type: 'tab',
      display_name: 'Careers',
      keys: ['jobs_unsolicited_link', 'jobs_apply_link'],
      description: 'How visitors apply: the page about applying and the address for applications.',
    }),
  ],
})
