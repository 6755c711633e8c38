import type { RichTextDoc, Story } from '../storyblok'
import { readAsset, type AssetFile } from './fields/readAsset'
import { readRichText } from './fields/readRichText'
import { readText } from './fields/readText'
import { storyContent } from './storyContent'

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
  const content = storyContent(story)
  return {
    title: readText(content.title) || story.name,
    teaser: readText(content.teaser),
    image: readAsset(content.image),
    customer: readText(content.customer),
    industry: readText(content.industry),
    body: readRichText(content.body),
  }
}
