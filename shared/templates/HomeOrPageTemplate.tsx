import type { StoryPageData } from '../pages/PageData'
import type { SiteSettings } from '../content/SiteSettings'
import { HomeTemplate } from './HomeTemplate'
import { PageTemplate } from './PageTemplate'

/** A `page` story's template: the home page's for the language's home (its route loads it as `home`), the generic page's for any other. */
export function HomeOrPageTemplate({ data, language, settings }: { data: StoryPageData; language: string; settings: SiteSettings | null }) {
  return data.kind === 'home' ? <HomeTemplate data={data} /> : <PageTemplate data={data} language={language} settings={settings} />
}
