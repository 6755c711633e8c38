import { readPressItem } from '../content/types/pressItem'
import { readPressPost } from '../content/types/pressPost'
import { ArticleLayout } from './ArticleLayout'
import type { StoryPageData } from '../pages/PageData'
import { messagesFor } from '../i18n/messages/catalogue'
import { fieldBloks } from '../bloks/fieldBloks'

/** The bloks the text takes. */
const PRESS_POST_BODY = fieldBloks('press_post', 'body')
/** The bloks the text takes. */
const PRESS_ITEM_BODY = fieldBloks('press_item', 'body')

/** `/press/{slug}` and `/press/posts/{slug}`: a press release (`press_item`) or a news post with an image (`press_post`). */
export function PressArticleTemplate({ data, language }: { data: StoryPageData; language: string }) {
  if (data.kind === 'pressPost') {
    const post = readPressPost(data.story)
    return (
      <ArticleLayout
        data={data}
        language={language}
        title={post.title}
        teaser={post.teaser}
        date={post.date}
        image={post.image}
        body={{ doc: post.body, bloks: PRESS_POST_BODY }}
      />
    )
  }
  const item = readPressItem(data.story)
  return (
    <ArticleLayout
      data={data}
      language={language}
      title={item.title}
      teaser={item.teaser}
      overline={messagesFor(language).templates.pressReleases}
      date={item.date}
      body={{ doc: item.body, bloks: PRESS_ITEM_BODY }}
    />
  )
}
