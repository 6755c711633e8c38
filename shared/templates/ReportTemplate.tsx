import { readReport } from '../content/types/report'
import type { SiteSettings } from '../content/SiteSettings'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { ReportDownload } from './ReportDownload'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks the text takes. */
const REPORT_BODY = fieldBloks('report', 'body')

/** `/reports/{slug}`: a report with its download (the download popup for gated reports; see ReportDownload). */
export function ReportTemplate({ data, language, settings }: { data: StoryPageData; language: string; settings: SiteSettings | null }) {
  const report = readReport(data.story)
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={report.title}
      teaser={report.teaser}
      image={report.image}
      media={<ReportDownload report={report} slug={data.story.slug} language={language} settings={settings} submission={data.leadSubmission} />}
      body={{ doc: report.body, bloks: REPORT_BODY }}
    />
  )
}
