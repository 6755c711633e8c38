import { BLOG_POST_RELATIONS } from '../../shared/content/models/BlogPost'
import { PAGE_RELATIONS } from '../../shared/content/models/Page'
import { listLoader } from './loaders/listLoader'
import { BLOG_LIST, CASE_LIST, CLIPPINGS_LIST, GLOSSARY_LIST, JOB_OPENINGS, PAGES_INDEX, PRESS_LIST, REPORTS_LIST, TECH_LIST, WEBINAR_LIST } from './loaders/listSections'
import { storyLoader } from './loaders/storyLoader'
import type { RouteDefinition } from './RouteDefinition'

const PRESS_STORIES = { press_item: 'pressItem', press_post: 'pressPost' } as const

/**
 * Every screen of SPEC §2, below the optional language prefix, in matching order: the first
 * pattern that matches wins, so static routes stand before the parameter routes they overlap
 * (`/pages` before `/:slug`, `/press/clippings` before `/press/:slug`). Lists paged with a tab
 * (`/case/:page/:slug`) take `all` or, for blog and tech, a category of their datasource.
 */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  { pattern: '/', availability: 'all', load: storyLoader({ page: 'home' }, () => ['home']) },
  { pattern: '/pages', availability: 'site', load: listLoader(PAGES_INDEX) },
  { pattern: '/pages/:slug', availability: 'site', load: storyLoader({ page: 'page' }, ({ slug }) => [`pages/${slug}`], { resolveRelations: PAGE_RELATIONS }) },
  { pattern: '/blog', availability: 'site', load: listLoader(BLOG_LIST) },
  { pattern: '/blog/:slug', availability: 'site', load: storyLoader({ blog_post: 'blogArticle' }, ({ slug }) => [`blog/${slug}`], { resolveRelations: BLOG_POST_RELATIONS, section: BLOG_LIST }) },
  { pattern: '/blog/:page/:category', availability: 'site', load: listLoader(BLOG_LIST) },
  { pattern: '/case', availability: 'site', load: listLoader(CASE_LIST) },
  { pattern: '/case/:slug', availability: 'site', load: storyLoader({ case_study: 'caseStudy' }, ({ slug }) => [`case/${slug}`], { section: CASE_LIST }) },
  { pattern: '/case/:page/:slug', availability: 'site', load: listLoader(CASE_LIST) },
  { pattern: '/glossary', availability: 'site', load: listLoader(GLOSSARY_LIST) },
  { pattern: '/glossary/:slug', availability: 'site', load: storyLoader({ glossary_entry: 'glossaryEntry' }, ({ slug }) => [`glossary/${slug}`]) },
  { pattern: '/glossary/:page/:slug', availability: 'site', load: listLoader(GLOSSARY_LIST) },
  { pattern: '/open-positions', availability: 'site', load: listLoader(JOB_OPENINGS) },
  { pattern: '/press', availability: 'press', load: listLoader(PRESS_LIST) },
  { pattern: '/press/clippings', availability: 'press', load: listLoader(CLIPPINGS_LIST) },
  { pattern: '/press/clippings/:number', availability: 'press', load: listLoader(CLIPPINGS_LIST) },
  { pattern: '/press/page/:number', availability: 'press', load: listLoader(PRESS_LIST) },
  { pattern: '/press/posts/:slug', availability: 'press', load: storyLoader({ press_post: 'pressPost' }, ({ slug }) => [`press/posts/${slug}`], { section: PRESS_LIST }) },
  // Links show press posts at /press/{slug} (SPEC §2, link handling): look in both folders.
  { pattern: '/press/:slug', availability: 'press', load: storyLoader(PRESS_STORIES, ({ slug }) => [`press/${slug}`, `press/posts/${slug}`], { section: PRESS_LIST }) },
  { pattern: '/reports', availability: 'site', load: listLoader(REPORTS_LIST) },
  { pattern: '/reports/:slug', availability: 'site', load: storyLoader({ report: 'report' }, ({ slug }) => [`reports/${slug}`], { section: REPORTS_LIST }) },
  { pattern: '/reports/:page/:slug', availability: 'site', load: listLoader(REPORTS_LIST) },
  { pattern: '/tech', availability: 'site', load: listLoader(TECH_LIST) },
  { pattern: '/tech/:slug', availability: 'site', load: storyLoader({ tech_article: 'techArticle' }, ({ slug }) => [`tech/${slug}`], { section: TECH_LIST }) },
  { pattern: '/tech/:page/:category', availability: 'site', load: listLoader(TECH_LIST) },
  { pattern: '/webinars', availability: 'site', load: listLoader(WEBINAR_LIST) },
  { pattern: '/webinars/:slug', availability: 'site', load: storyLoader({ webinar: 'webinar' }, ({ slug }) => [`webinars/${slug}`], { section: WEBINAR_LIST }) },
  { pattern: '/webinars/:page/:slug', availability: 'site', load: listLoader(WEBINAR_LIST) },
  // Generic pages live at the language root (`en/about`) or in the pages folder (`en/pages/pricing`).
  { pattern: '/:slug', availability: 'site', load: storyLoader({ page: 'page' }, ({ slug }) => [`${slug}`, `pages/${slug}`], { resolveRelations: PAGE_RELATIONS }) },
]
