import { readReport } from '../content/models/Report'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { ReportDownload } from './ReportDownload'

/** `/reports/{slug}`: a report with its download (a request link for gated reports; see ReportDownload). */
export function ReportTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const report = readReport(data.story)
  return (
    <ArticleLayout
      data={data} language={language}
      title={report.title}
      teaser={report.teaser}
      image={report.image}
      media={<ReportDownload report={report} language={language} />}
      body={report.body}
    />
  )
}
