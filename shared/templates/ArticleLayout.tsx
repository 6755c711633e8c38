import { use, type ReactNode } from 'react'
import { BlokMarkersContext } from '../editor/BlokMarkersContext'
import { Image } from '../components/ui/Image'
import type { AssetFile } from '../content/readers/fields/readAsset'
import type { RichTextDoc } from '../content/storyblok'
import { RichText } from '../richtext/RichText'
import { listHeadings } from '../richtext/listHeadings'
import type { StoryPageData } from '../pages/PageData'
import { breadcrumbTrail } from '../sections/breadcrumbTrail'
import { Breadcrumbs } from './Breadcrumbs'
import { DateText } from './DateText'
import { PrevNext } from './PrevNext'
import { ShareIsland } from './ShareIsland'
import { TableOfContents } from './TableOfContents'
import { tocEntries } from './tocEntries'
import { messagesFor } from '../i18n/messages/catalogue'

interface ArticleLayoutProps {
  data: StoryPageData
  language: string
  title: string
  teaser?: string
  /** Above the title: the category or a label. */
  overline?: string
  date?: string | null
  image?: AssetFile | null
  /** Between the header and the text: a video, a download. */
  media?: ReactNode
  /** The text, with the bloks its field takes (fieldBloks); null where the page has none. */
  body: { doc: RichTextDoc | null; bloks: ReadonlySet<string> } | null
  /** Boxes beside the text (below it on narrow screens). */
  sidebar?: ReactNode
  /** A page only the editor's preview shows (an author's): this note in place of the share control, which would share a 404. */
  previewOnly?: string
}

const HERO_WIDTH = 1200
const HERO_HEIGHT = 600
const HERO_WIDTHS = { 0: 375, 768: 768, 1024: HERO_WIDTH }

/**
 * The frame of every article page: breadcrumbs, header with share control, hero image, a table
 * of contents from the text's headings, the text, a sidebar, and links to the previous and
 * next article of the folder.
 */
export function ArticleLayout({ data, language, title, teaser, overline, date, image, media, body, sidebar, previewOnly }: ArticleLayoutProps) {
  const markers = use(BlokMarkersContext)
  const text = messagesFor(language).templates
  const toc = tocEntries(listHeadings(body?.doc ?? null))
  const columns = ['article__columns', toc.length > 0 ? 'article__columns--toc' : '', sidebar ? 'article__columns--sidebar' : ''].filter(Boolean).join(' ')
  return (
    <article className="article" {...markers(data.story.content)}>
      <Breadcrumbs trail={breadcrumbTrail(data, title, language)} language={language} />
      <header className="article__header">
        {overline || date ? (
          <p className="article__meta">
            {overline ? <span className="article__overline">{overline}</span> : null}
            <DateText iso={date ?? null} language={language} />
          </p>
        ) : null}
        <h1 className="article__title">{title}</h1>
        {teaser ? <p className="article__teaser">{teaser}</p> : null}
        {previewOnly ? (
          <p className="blok-notice" role="note">
            {previewOnly}
          </p>
        ) : (
          <ShareIsland title={title} label={text.share} copied={text.linkCopied} failed={text.shareFailed} />
        )}
      </header>
      {image ? (
        <Image className="article__hero" src={image.src} alt={image.alt} width={HERO_WIDTH} height={HERO_HEIGHT} widths={HERO_WIDTHS} lazy={false} rounded />
      ) : null}
      {media}
      <div className={columns}>
        {toc.length > 0 ? (
          <div className="article__toc">
            <TableOfContents entries={toc} language={language} />
          </div>
        ) : null}
        <div className="article__body">{body ? <RichText doc={body.doc} bloks={body.bloks} /> : null}</div>
        {sidebar ? <aside className="article__sidebar">{sidebar}</aside> : null}
      </div>
      {data.adjacent ? <PrevNext data={data} adjacent={data.adjacent} language={language} /> : null}
    </article>
  )
}
