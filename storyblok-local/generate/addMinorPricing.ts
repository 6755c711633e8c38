import type { StoryRecord } from '../space/DemoData'
import { pricingPageContent } from './commercialPages'
import { minorPricingCopy } from './copy/pricingCopy'
import type { SpaceBuilder } from './SpaceBuilder'

/**
 * `{lang}/pages/pricing` of a minor language: a company page every language has, the translation of
 * the full languages' pricing page (one group), its contract plan leading to `contact`'s form.
 * Undefined for a language without pricing copy.
 */
export function addMinorPricing(builder: SpaceBuilder, lang: string, contact: StoryRecord, publishedAt: string): StoryRecord | undefined {
  const copy = Object.hasOwn(minorPricingCopy, lang) ? minorPricingCopy[lang as keyof typeof minorPricingCopy] : undefined
  if (!copy) return undefined
  return builder.story({
    fullSlug: `${lang}/pages/pricing`,
    name: copy.title,
    groupKey: 'page:pricing',
    publishedAt,
    content: pricingPageContent(builder, copy, contact),
  })
}
