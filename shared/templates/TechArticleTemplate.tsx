import { readTechArticle } from '../content/types/techArticle'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { CategoryBox } from './CategoryBox'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks the text takes. */
const TECH_ARTICLE_BODY = fieldBloks('tech_article', 'body')

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
      body={{ doc: article.body, bloks: TECH_ARTICLE_BODY }}
      sidebar={category ? <CategoryBox category={category} language={language} /> : undefined}
    />
  )
}
