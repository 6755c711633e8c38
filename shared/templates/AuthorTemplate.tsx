import { readAuthor } from '../content/types/author'
import { messagesFor } from '../i18n/messages/catalogue'
import type { StoryPageData } from '../pages/PageData'
import { ArticleLayout } from './ArticleLayout'
import { AuthorBox } from './AuthorBox'
import { RelatedStories } from './RelatedStories'

/**
 * An author in the visual editor's preview (authors have no page for visitors): their name and
 * role, their box as blog articles show it, and links to those articles.
 */
export function AuthorTemplate({ data, language }: { data: StoryPageData; language: string }) {
  const author = readAuthor(data.story)
  const sidebar = (
    <>
      <AuthorBox author={author} language={language} />
      <RelatedStories stories={data.authored ?? []} language={language} />
    </>
  )
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={author.name}
      teaser={author.role}
      body={null}
      sidebar={sidebar}
      previewOnly={messagesFor(language).editor.authorPreviewOnly}
    />
  )
}
