import { readReport, type Report } from '../../shared/content/types/report'
import type { Story } from '../../shared/content/storyblok'
import type { ContentContext } from '../content/ContentContext'
import { getStory } from '../content/getStory'
import { isStorySlug } from '../../shared/content/isStorySlug'
import { reportFullSlug } from './reportsSection'

export interface GatedReport {
  story: Story
  report: Report & { file: NonNullable<Report['file']> }
}

/** A published, gated report with a file, in a language; null for anything else (unknown, ungated, draft-only, no file). */
export async function loadGatedReport(ctx: ContentContext, language: string, slug: string): Promise<GatedReport | null> {
  if (!isStorySlug(slug)) return null
  const story = await getStory(ctx, reportFullSlug(language, slug))
  if (!story || story.content?.component !== 'report') return null
  const report = readReport(story)
  return report.gated && report.file ? { story, report: { ...report, file: report.file } } : null
}
