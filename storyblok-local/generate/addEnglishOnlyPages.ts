import type { StoryRecord } from '../space/DemoData'
import { button } from './button'
import type { SpaceBuilder } from './SpaceBuilder'
import { richText } from './richText'

const { doc, paragraph, bulletList, text, mark } = richText

/**
 * English-only pages that exercise the API limits and versions:
 * `en/pages/resource-hub` (60 relations in `featured`, beyond the 50 resolved inline),
 * `en/pages/all-articles` (more than 50 story links in rich text, beyond the 50 links resolved inline),
 * `en/pages/upcoming-launch` (exists only as a draft).
 */
export function addEnglishOnlyPages(builder: SpaceBuilder, featured: StoryRecord[], linked: StoryRecord[], publishedAt: string): StoryRecord[] {
  const sectionHead = (title: string, intro: string) =>
    builder.blok('section_head', { overline: 'Freight Demo', title, title_is_big: true, richtext: doc(paragraph(intro)) })
  return [
    builder.story({
      fullSlug: 'en/pages/resource-hub',
      name: 'Resource hub',
      groupKey: 'page:resource-hub',
      publishedAt,
      content: builder.blok('page', {
        title: 'Resource hub',
        description: 'Our best articles, case studies, reports and webinars in one place.',
        featured: featured.map((story) => story.uuid),
        body: [sectionHead('Resource hub', 'Hand-picked content from all our sections.')],
      }),
    }),
    builder.story({
      fullSlug: 'en/pages/all-articles',
      name: 'All articles',
      groupKey: 'page:all-articles',
      publishedAt,
      content: builder.blok('page', {
        title: 'All articles',
        description: 'An index of every article on this website: blog posts, case studies, tech articles and press.',
        body: [
          sectionHead('All articles', 'Every article on this website, in one list.'),
          builder.blok('rich_text', { text: doc(bulletList(...linked.map((story) => [text(story.name, mark.storyLink(story))]))) }),
        ],
      }),
    }),
    builder.story({
      fullSlug: 'en/pages/upcoming-launch',
      name: 'Upcoming launch',
      groupKey: 'page:upcoming-launch',
      publishedAt: null,
      content: builder.blok('page', {
        title: 'Something new is coming',
        description: 'A sneak preview of our next product launch.',
        body: [
          sectionHead('Something new is coming', 'This page is a draft: only the preview token can read it until it is published.'),
          builder.blok('cta_box', {
            title: 'Be the first to know',
            text: 'Sign up and we will tell you as soon as we launch.',
            links: [button(builder, 'Sign up', builder.urlLink('modal-signup', false), 'orange', 'launch-signup')],
            image: builder.asset('upcoming-launch', 'A truck at sunrise'),
          }),
        ],
      }),
    }),
  ]
}
