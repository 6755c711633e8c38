import { readCaseStudy } from '../content/types/caseStudy'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { FactList } from './FactList'
import { messagesFor } from '../i18n/messages/catalogue'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks the text takes. */
const CASE_STUDY_BODY = fieldBloks('case_study', 'body')

/** `/case/{slug}`: a case study with the customer and industry beside it. */
export function CaseStudyTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const study = readCaseStudy(data.story)
  const text = messagesFor(language).templates
  const facts = [
    { label: text.customer, value: study.customer },
    { label: text.industry, value: study.industry },
  ]
  const hasFacts = facts.some((fact) => fact.value)
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={study.title}
      teaser={study.teaser}
      overline={study.industry}
      image={study.image}
      body={{ doc: study.body, bloks: CASE_STUDY_BODY }}
      sidebar={hasFacts ? <FactList className="sidebar-box" facts={facts} /> : undefined}
    />
  )
}
