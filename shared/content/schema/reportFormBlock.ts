import { defineBlock, defineField } from '@storyblok/schema'
import { en } from '../../i18n/messages/en'
import type { ReportFormMessages } from '../../i18n/messages/Messages'
import { LEAD_INPUTS } from '../../leadRules/leadFields'
import { shellGroup } from './componentGroups'
import { linkField, tabField } from './commonFields'

// The gated-report form's texts (the settings' Report form tab). Every text may stay empty: the site
// then uses its own wording in the story's language, which each field's description quotes in English.
// The labels of the form's text inputs come from their rows in LEAD_FIELDS (LEAD_INPUTS), in the form's order.

type TextName = keyof ReportFormMessages

const reportFormText = <const Name extends TextName>(name: Name, displayName: string) =>
  defineField(name, {
    type: 'text',
    display_name: displayName,
    translatable: true,
    description: `Empty: “${en.reportForm[name]}” (in English; each language has the site’s own wording).`,
  })

export const reportFormBlock = defineBlock({
  name: 'report_form',
  display_name: 'Report form texts',
  folder: shellGroup,
  fields: [
    linkField('privacy_link', 'Privacy policy link', 'The privacy policy the consent links to.'),
    defineField('consent_version', {
      type: 'text',
      display_name: 'Consent version',
      description: 'Stored with every lead: change it whenever the consent wording changes.',
    }),
    reportFormText('open_button', 'Button on the report'),
    reportFormText('title', 'Form heading'),
    reportFormText('intro', 'Introduction'),
    ...LEAD_INPUTS.map((input) => reportFormText(input.label, input.editorName)),
    reportFormText('phone_label', 'Phone label'),
    reportFormText('country_label', 'Calling code label'),
    reportFormText('consent_label', 'Consent text'),
    reportFormText('privacy_link_text', 'Privacy policy link text'),
    reportFormText('marketing_label', 'Newsletter choice'),
    reportFormText('submit_label', 'Send button'),
    reportFormText('submitting_label', 'Send button while saving'),
    reportFormText('success_title', 'Success heading'),
    reportFormText('success_text', 'Success text'),
    reportFormText('download_again_label', 'Download again link'),
    reportFormText('required_error', 'Field left empty'),
    reportFormText('too_long_error', 'Text too long'),
    reportFormText('hidden_characters_error', 'Invisible or control characters'),
    reportFormText('email_error', 'E-mail address not valid'),
    reportFormText('consent_error', 'Consent not given'),
    reportFormText('phone_not_a_number_error', 'Phone: not a number'),
    reportFormText('phone_invalid_country_error', 'Phone: country missing'),
    reportFormText('phone_too_short_error', 'Phone: too short'),
    reportFormText('phone_too_long_error', 'Phone: too long'),
    reportFormText('phone_invalid_error', 'Phone: not valid for the country'),
    reportFormText('phone_not_allowed_error', 'Phone: country not accepted'),
    reportFormText('summary_error', 'Summary of the errors'),
    reportFormText('network_error', 'Server not reached'),
    reportFormText('retry_label', 'Try again button'),
    reportFormText('saving_error', 'Request not saved'),
    reportFormText('rate_limit_error', 'Too many requests'),
    reportFormText('not_found_error', 'Report no longer available'),
    reportFormText('expired_title', 'Expired link heading'),
    reportFormText('expired_text', 'Expired link text'),
    reportFormText('expired_link_label', 'Expired link: back to the report'),
    tabField('form_tab', 'Form', [
      'open_button',
      'title',
      'intro',
      ...LEAD_INPUTS.map((input) => input.label),
      'phone_label',
      'country_label',
      'submit_label',
      'submitting_label',
    ]),
    tabField('consent_tab', 'Consent', ['privacy_link', 'privacy_link_text', 'consent_label', 'consent_version', 'marketing_label']),
    tabField('success_tab', 'After sending', ['success_title', 'success_text', 'download_again_label']),
    tabField('errors_tab', 'Error messages', [
      'required_error',
      'too_long_error',
      'hidden_characters_error',
      'email_error',
      'consent_error',
      'phone_not_a_number_error',
      'phone_invalid_country_error',
      'phone_too_short_error',
      'phone_too_long_error',
      'phone_invalid_error',
      'phone_not_allowed_error',
      'summary_error',
      'network_error',
      'retry_label',
      'saving_error',
      'rate_limit_error',
      'not_found_error',
    ]),
    tabField('expired_tab', 'Expired link', ['expired_title', 'expired_text', 'expired_link_label']),
  ],
})
