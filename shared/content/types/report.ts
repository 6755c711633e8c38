import type { reportBlock } from '../schema/pageTypes'
import { readCountryList, type PhoneCountryRules } from '../../leadRules/phoneCountries'
import { readAsset, type AssetFile } from '../readers/fields/readAsset'
import { readBoolean } from '../readers/fields/readBoolean'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

/** `report` (`{lang}/reports/<slug>`). */
export interface Report {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  image: AssetFile | null
  /** A gated report's file is handed out on request only: its URL never reaches the page. */
  gated: boolean
  /** The PDF. */
  file: AssetFile | null
  body: RichTextDoc | null
  /** Gated reports: the countries a lead's phone number may come from (`phone_allowed_countries`, `phone_ignored_countries`: codes separated by commas). */
  phoneRules: PhoneCountryRules
}

export function readReport(story: Story): Report {
  const content = storyContent<typeof reportBlock>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    image: readAsset(content.image),
    gated: readBoolean(content.gated),
    file: readAsset(content.file),
    body: readRichText(content.body),
    phoneRules: { allowed: readCountryList(content.phone_allowed_countries), ignored: readCountryList(content.phone_ignored_countries) },
  }
}

function readReportTeaser(story: Story): Teaser {
  const report = readReport(story)
  return { ...EMPTY_TEASER, title: report.title, text: report.teaser, body: report.body, image: report.image, link: storyLink(story) }
}

/** A report: a PDF, gated or free, with its page. */
export const reportType = {
  component: 'report' satisfies (typeof reportBlock)['name'],
  pageKind: 'report',
  readTeaser: readReportTeaser,
  schemaType: 'Report',
  neighbours: 'report',
} as const satisfies ContentTypeDeclaration
