import type { StoryRecord } from '../space/DemoData'
import type { DemoLanguage } from '../space/demoSpace'
import { pricingPageContent } from './commercialPages'
import { minorPricingCopy } from './copy/pricingCopy'
import type { SpaceBuilder } from './SpaceBuilder'

/**
 * `{lang}/pages/pricing` of a language the demo space holds in part: a company page every language
 * has, the translation of the full languages' pricing page (one group), its contract plan leading
 * to `contact`'s form.
 */
export function addMinorPricing(builder: SpaceBuilder, lang: DemoLanguage<'site' | 'press'>, contact: StoryRecord, publishedAt: string): StoryRecord {
  const copy = minorPricingCopy[lang]
  return builder.story({
    fullSlug: `${lang}/pages/pricing`,
    name: copy.title,
    groupKey: 'page:pricing',
    publishedAt,
    content: pricingPageContent(builder, copy, contact),
  })
}
