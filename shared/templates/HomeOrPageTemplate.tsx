import type { StoryPageData } from '../pages/PageData'
import { HomeTemplate } from './HomeTemplate'
import { PageTemplate } from './PageTemplate'

/** A `page` story's template: the home page's for the language's home (its route loads it as `home`), the generic page's for any other. */
export function HomeOrPageTemplate({ data, language }: { data: StoryPageData; language: string }) {
  return data.kind === 'home' ? <HomeTemplate data={data} /> : <PageTemplate data={data} language={language} />
}
