import type { RichTextDoc, Story } from '../storyblok'
import { readAsset, type AssetFile } from './fields/readAsset'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'
import { storyLink } from '../storyLink'
import { EMPTY_TEASER, type Teaser } from './Teaser'

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
  const content = storyContent<'case_study'>(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    image: readAsset(content.image),
    customer: readText(content.customer),
    industry: readText(content.industry),
    body: readRichText(content.body),
  }
}

export function readCaseStudyTeaser(story: Story): Teaser {
  const study = readCaseStudy(story)
  return { ...EMPTY_TEASER, title: study.title, text: study.teaser, body: study.body, image: study.image, overline: study.industry, link: storyLink(story) }
}
