import { isStorySlug } from '../../shared/content/isStorySlug'
import { languagePrefix } from '../../shared/i18n/languages'
import { PAGE_TYPE, sectionById } from '../../shared/sections/sections'
import { AUTHORS_FOLDER } from '../../shared/sections/storyFolders'
import { getStory } from '../content/getStory'
import { listStories } from '../content/listStories'
import type { Loader } from './Loader'

/** As many of an author's articles as a list page has cards. */
const AUTHORED_SHOWN = 12

/**
 * An author at their own address in a preview (`/authors/{slug}`): their box as blog articles
 * show it, and the articles that name them, newest first. Null when the address names no author.
 */
export const authorLoader: Loader = async ({ ctx, language, params }) => {
  const slug = params.slug ?? ''
  if (!isStorySlug(slug)) return null
  const story = await getStory(ctx, `${language}/${AUTHORS_FOLDER}/${slug}`)
  if (!story || story.content.component !== 'author') return null
  const blog = sectionById('blog')
  const articles = await listStories(ctx, {
    startsWith: `${language}/${blog.folder}/`,
    contentType: 'blog_post',
    filterQuery: { author: { in: story.uuid } },
    ...(blog.sortBy ? { sortBy: blog.sortBy } : {}),
    page: 1,
    perPage: AUTHORED_SHOWN,
  })
  return {
    data: { kind: 'author', story, type: PAGE_TYPE, now: Date.now(), authored: articles.stories },
    // Authors have no address visitors could switch to.
    alternates: [],
    canonicalPath: `${languagePrefix(language)}/${AUTHORS_FOLDER}/${slug}`,
  }
}
