import { readTechArticle } from '../content/readers/TechArticle'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { CategoryBox } from './CategoryBox'

/** `/tech/{slug}`: an engineering article with its category beside it. */
export function TechArticleTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const article = readTechArticle(data.story)
  const category = data.category ?? null
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={article.title}
      teaser={article.teaser}
      overline={category?.name}
      date={article.date}
      body={article.body}
      sidebar={category ? <CategoryBox category={category} language={language} /> : undefined}
    />
  )
}
