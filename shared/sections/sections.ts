import type { ComponentName } from '../content/schema/contentModel'
import type { Teaser } from '../content/readers/Teaser'
import { blogPostType } from '../content/types/blogPost'
import { caseStudyType } from '../content/types/caseStudy'
import type { ContentTypeDeclaration } from '../content/types/contentType'
import { glossaryEntryType } from '../content/types/glossaryEntry'
import { jobOpeningType } from '../content/types/jobOpening'
import { pageType } from '../content/types/page'
import { pressClippingType } from '../content/types/pressClipping'
import { pressItemType } from '../content/types/pressItem'
import { pressPostType } from '../content/types/pressPost'
import { reportType } from '../content/types/report'
import { techArticleType } from '../content/types/techArticle'
import { webinarType } from '../content/types/webinar'
import { oncePerObject } from '../content/oncePerObject'
import type { Story } from '../content/storyblok'
import { neighbourNames, type NeighbourKind, type NeighbourText } from './neighbourNames'

/** Cards per page of a paged list. */
const CARDS_PER_PAGE = 12
const NEWEST_FIRST = 'first_published_at:desc'
/** A glossary is read by letter, its A–Z index linking into the page: all its terms on one page (Storyblok's most per request). */
const TERMS_PER_PAGE = 100

/**
 * A content type listed in a section: its declaration, from its module (shared/content/types/),
 * held to the model's components and to the neighbours the site has words for.
 */
interface ContentTypeRow extends ContentTypeDeclaration {
  /** A component of the model: its module's block, named in the model (shared/content/schema/contentModel.ts). */
  component: ComponentName
  neighbours?: NeighbourKind
}

/**
 * How a list is paged: `tabs` (`/blog`, `/blog/2/all`, `/blog/1/{category}`), `numbered`
 * (`/press`, `/press/page/2`) or `single` (one page holding the whole folder, read in full).
 */
type Paging = { kind: 'tabs'; perPage: number } | { kind: 'numbered'; perPage: number; pagesPath: string } | { kind: 'single' }

/** A route to one story of the section, below its base path. */
export interface StoryRoute {
  /** `/:slug`, `/posts/:slug`. */
  path: string
  /** Folders below the language folder where the story may be, read in parallel; the first found wins. */
  folders: readonly string[]
  /** The components this route shows; all the section's types with a page when absent. */
  components?: readonly string[]
}

interface SectionRow {
  /** Its key; its name in breadcrumbs, list titles and feeds is its row in sectionNames.ts. */
  id: string
  /** The list's address below the language prefix. */
  basePath: string
  /** The page kind of its list. */
  listKind: string
  /** The Storyblok folder below the language folder. */
  folder: string
  /** Which configured languages have the section: site languages, or press languages. */
  availability: 'site' | 'press'
  types: readonly ContentTypeRow[]
  /** The datasource whose values are the list's category tabs (the stories' `category`). */
  categories: string | null
  paging: Paging
  /** Storyblok `sort_by`; position order when null. */
  sortBy: string | null
  storyRoutes: readonly StoryRoute[]
  /** The section whose RSS feed its pages advertise (its own id: it has a feed); null for none. */
  feed: string | null
  /**
   * A date field after which a story leaves the list (left out by the list's query itself, so
   * ended stories cost no reads); its types have no `unlisted` switch, as a query takes one `__or`.
   */
  listedUntil?: string
  /**
   * A date field by which the list shows what is still to come first: stories whose date is ahead,
   * soonest first, then those whose date has passed, newest first, then those without one
   * (worker/loaders/readUpcomingFirst.ts). Its `sortBy` orders what reads the section otherwise.
   */
  upcomingFirst?: string
}

/**
 * Whether story pages show the previous and next story of the folder, and their category: a
 * section that does names what each of its content types calls those neighbours (neighbourNames.ts).
 */
type Adjacency = { adjacent: true; types: readonly (ContentTypeRow & { neighbours: NeighbourKind })[] } | { adjacent: false }

const SECTION_ROWS = [
  {
    id: 'pages',
    basePath: '/pages',
    listKind: 'pagesIndex',
    folder: 'pages',
    availability: 'site',
    types: [pageType],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: null,
    storyRoutes: [{ path: '/:slug', folders: ['pages'] }],
    adjacent: false,
    feed: null,
  },
  {
    id: 'blog',
    basePath: '/blog',
    listKind: 'blogList',
    folder: 'blog',
    availability: 'site',
    types: [blogPostType],
    categories: 'blog-categories',
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['blog'] }],
    adjacent: true,
    feed: 'blog',
  },
  {
    id: 'case',
    basePath: '/case',
    listKind: 'caseList',
    folder: 'case',
    availability: 'site',
    types: [caseStudyType],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['case'] }],
    adjacent: true,
    feed: null,
  },
  {
    id: 'glossary',
    basePath: '/glossary',
    listKind: 'glossaryList',
    folder: 'glossary',
    availability: 'site',
    types: [glossaryEntryType],
    categories: null,
    paging: { kind: 'tabs', perPage: TERMS_PER_PAGE },
    sortBy: 'name:asc',
    storyRoutes: [{ path: '/:slug', folders: ['glossary'] }],
    adjacent: false,
    feed: null,
  },
  {
    id: 'open-positions',
    basePath: '/open-positions',
    listKind: 'jobOpenings',
    folder: 'open-positions',
    availability: 'site',
    types: [jobOpeningType],
    categories: null,
    paging: { kind: 'single' },
    sortBy: null,
    storyRoutes: [],
    adjacent: false,
    feed: null,
    listedUntil: 'valid_through',
  },
  {
    id: 'press',
    basePath: '/press',
    listKind: 'pressList',
    folder: 'press',
    availability: 'press',
    types: [pressItemType, pressPostType],
    categories: null,
    paging: { kind: 'numbered', perPage: CARDS_PER_PAGE, pagesPath: '/press/page' },
    sortBy: NEWEST_FIRST,
    // Links show press posts at /press/{slug}: that address looks in both folders.
    storyRoutes: [
      { path: '/posts/:slug', folders: ['press/posts'], components: ['press_post'] },
      { path: '/:slug', folders: ['press', 'press/posts'] },
    ],
    adjacent: true,
    feed: 'press',
  },
  {
    id: 'clippings',
    basePath: '/press/clippings',
    listKind: 'clippingsList',
    folder: 'press/clippings',
    availability: 'press',
    types: [pressClippingType],
    categories: null,
    paging: { kind: 'numbered', perPage: CARDS_PER_PAGE, pagesPath: '/press/clippings' },
    sortBy: NEWEST_FIRST,
    storyRoutes: [],
    adjacent: false,
    feed: 'press',
  },
  {
    id: 'reports',
    basePath: '/reports',
    listKind: 'reportsList',
    folder: 'reports',
    availability: 'site',
    types: [reportType],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['reports'] }],
    adjacent: true,
    feed: null,
  },
  {
    id: 'tech',
    basePath: '/tech',
    listKind: 'techList',
    folder: 'tech',
    availability: 'site',
    types: [techArticleType],
    categories: 'tech-categories',
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['tech'] }],
    adjacent: true,
    feed: 'tech',
  },
  {
    id: 'webinars',
    basePath: '/webinars',
    listKind: 'webinarList',
    folder: 'webinars',
    availability: 'site',
    types: [webinarType],
    categories: null,
    paging: { kind: 'tabs', perPage: CARDS_PER_PAGE },
    sortBy: NEWEST_FIRST,
    storyRoutes: [{ path: '/:slug', folders: ['webinars'] }],
    adjacent: true,
    feed: null,
    upcomingFirst: 'date',
  },
] as const satisfies readonly (SectionRow & Adjacency)[]

type Row = (typeof SECTION_ROWS)[number]

/** The page kinds of the sections' lists. */
export type SectionListKind = Row['listKind']
/** The page kinds of the sections' stories. */
export type SectionStoryKind = Extract<Row['types'][number], { pageKind: string }>['pageKind']
/** A section's key: every per-section table (sectionNames.ts) is a `Record<SectionId, …>`. */
export type SectionId = Row['id']

export interface Section extends SectionRow {
  id: SectionId
  listKind: SectionListKind
  types: readonly ContentType[]
  adjacent: boolean
  feed: SectionId | null
}

export interface ContentType extends ContentTypeRow {
  pageKind?: SectionStoryKind
}

/**
 * Every section of the site, the one place that declares them: routing builds the route table
 * from it, and each route hands its section to its loader, whose page data carries it (and a
 * story page its content type row): breadcrumbs, cards, feeds and SEO read them there, never
 * search this list by page kind or component. Adding a section: a row here, its name in
 * sectionNames.ts (typecheck names it), and for a new content type its module
 * (shared/content/types/), its block's line in the model and a template.
 */
export const SECTIONS: readonly Section[] = SECTION_ROWS

/** The content type of a story outside every section's folder (home, pages at the language root), and of the preview's own screens. */
export const PAGE_TYPE: ContentType = pageType

/** A story's content type in a section: the section's row for its component; a page when the section lists none (or there is no section). */
export function contentTypeIn(section: Section | undefined, story: Story): ContentType {
  const component = story.content?.component
  return section?.types.find((type) => type.component === component) ?? PAGE_TYPE
}

/** Each content type's teaser reader, run once per story object. */
const teaserReaders = new WeakMap<ContentType, (story: Story) => Teaser>()

/** A story's teaser by its content type's reader, read once per story object (published stories are shared, unchanged, by every request of their version). */
export function teaserOf(story: Story, type: ContentType): Teaser {
  let read = teaserReaders.get(type)
  if (!read) {
    read = oncePerObject((value: Story) => type.readTeaser(value))
    teaserReaders.set(type, read)
  }
  return read(story)
}

/** A section by its key. */
export function sectionById(id: SectionId): Section {
  const section = SECTIONS.find((candidate) => candidate.id === id)
  if (!section) throw new Error(`No section ${id}`)
  return section
}

/** What a story of a content type calls its previous and next story (its `neighbours`; 'article' when it names none), in a language. */
export function neighbourText(type: ContentType, language: string): NeighbourText {
  return neighbourNames(type.neighbours ?? 'article', language)
}

/** The tab value of an unfiltered list. */
export const ALL_TAB = 'all'

/** The path of a page of a section's list, below the language prefix; tab null is the unfiltered list. */
export function listPagePath(section: Section, page: number, tab: string | null): string {
  switch (section.paging.kind) {
    case 'tabs':
      return page === 1 && tab === null ? section.basePath : `${section.basePath}/${page}/${tab ?? ALL_TAB}`
    case 'numbered':
      return page === 1 ? section.basePath : `${section.paging.pagesPath}/${page}`
    case 'single':
      return section.basePath
  }
}
