import type { caseStudyBlock } from '../schema/pageTypes'
import { readAsset, type AssetFile } from '../readers/fields/readAsset'
import { readRichText } from '../readers/fields/readRichText'
import { readText } from '../readers/fields/readText'
import { storyContent } from '../readers/storyContent'
import { EMPTY_TEASER, type Teaser } from '../readers/Teaser'
import type { RichTextDoc, Story } from '../storyblok'
import { storyLink } from '../storyLink'
import type { ContentTypeDeclaration } from './contentType'

/** `case_study` (`{lang}/case/<slug>`). */
export interface CaseStudy {
  /** Required; the story name when empty. */
  title: string
  teaser: string
  image: AssetFile | null
  customer: string
  industry: string
  body: RichTextDoc | null
}

export function readCaseStudy(story: Story): CaseStudy {
  const content = storyContent<typeof caseStudyBlock>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    image: readAsset(content.image),
    customer: readText(content.customer),
    industry: readText(content.industry),
    body: readRichText(content.body),
  }
}

function readCaseStudyTeaser(story: Story): Teaser {
  const study = readCaseStudy(story)
  return { ...EMPTY_TEASER, title: study.title, text: study.teaser, body: study.body, image: study.image, overline: study.industry, link: storyLink(story) }
}

/** A customer's case study. */
export const caseStudyType = {
  component: 'case_study' satisfies (typeof caseStudyBlock)['name'],
  pageKind: 'caseStudy',
  readTeaser: readCaseStudyTeaser,
  schemaType: 'Article',
  neighbours: 'caseStudy',
} as const satisfies ContentTypeDeclaration
