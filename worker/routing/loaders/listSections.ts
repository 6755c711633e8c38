import { MAX_PER_PAGE } from '../../content/listStories'
import { ALL_TAB, type ListSection } from './ListSection'

/** Cards per page of a paged list. */
const CARDS_PER_PAGE = 12
const NEWEST_FIRST = 'first_published_at:desc'

/** `/blog`, `/blog/2/all`, `/blog/1/sustainability`. */
function tabbedPages(basePath: string): ListSection['pagePath'] {
  return (page, tab) => (page === 1 && tab === null ? basePath : `${basePath}/${page}/${tab ?? ALL_TAB}`)
}

/** `/press`, `/press/page/2`. */
function numberedPages(basePath: string, pagesPath: string): ListSection['pagePath'] {
  return (page) => (page === 1 ? basePath : `${pagesPath}/${page}`)
}

/** One page holding the whole folder (up to Storyblok's page size). */
function singlePage(basePath: string): ListSection['pagePath'] {
  return () => basePath
}

export const PAGES_INDEX: ListSection = { kind: 'pagesIndex', folder: 'pages', components: ['page'], perPage: MAX_PER_PAGE, pagePath: singlePage('/pages') }

export const BLOG_LIST: ListSection = {
  kind: 'blogList',
  folder: 'blog',
  components: ['blog_post'],
  sortBy: NEWEST_FIRST,
  perPage: CARDS_PER_PAGE,
  categories: 'blog-categories',
  pagePath: tabbedPages('/blog'),
}

export const CASE_LIST: ListSection = { kind: 'caseList', folder: 'case', components: ['case_study'], sortBy: NEWEST_FIRST, perPage: CARDS_PER_PAGE, pagePath: tabbedPages('/case') }

export const GLOSSARY_LIST: ListSection = {
  kind: 'glossaryList',
  folder: 'glossary',
  components: ['glossary_entry'],
  sortBy: 'name:asc',
  perPage: CARDS_PER_PAGE,
  pagePath: tabbedPages('/glossary'),
}

export const JOB_OPENINGS: ListSection = { kind: 'jobOpenings', folder: 'open-positions', components: ['job_opening'], perPage: MAX_PER_PAGE, pagePath: singlePage('/open-positions') }

export const PRESS_LIST: ListSection = {
  kind: 'pressList',
  folder: 'press',
  components: ['press_item', 'press_post'],
  sortBy: NEWEST_FIRST,
  perPage: CARDS_PER_PAGE,
  pagePath: numberedPages('/press', '/press/page'),
}

export const CLIPPINGS_LIST: ListSection = {
  kind: 'clippingsList',
  folder: 'press/clippings',
  components: ['press_clipping'],
  sortBy: NEWEST_FIRST,
  perPage: CARDS_PER_PAGE,
  pagePath: numberedPages('/press/clippings', '/press/clippings'),
}

export const REPORTS_LIST: ListSection = { kind: 'reportsList', folder: 'reports', components: ['report'], sortBy: NEWEST_FIRST, perPage: CARDS_PER_PAGE, pagePath: tabbedPages('/reports') }

export const TECH_LIST: ListSection = {
  kind: 'techList',
  folder: 'tech',
  components: ['tech_article'],
  sortBy: NEWEST_FIRST,
  perPage: CARDS_PER_PAGE,
  categories: 'tech-categories',
  pagePath: tabbedPages('/tech'),
}

export const WEBINAR_LIST: ListSection = { kind: 'webinarList', folder: 'webinars', components: ['webinar'], sortBy: NEWEST_FIRST, perPage: CARDS_PER_PAGE, pagePath: tabbedPages('/webinars') }
