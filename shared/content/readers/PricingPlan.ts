import type { Blok } from '../storyblok'
import { blokContent } from './blokContent'
import { readBloks } from './fields/readBloks'
import { readBoolean } from './fields/readBoolean'
import { readText } from './fields/readText'

/** `pricing_plan`: a plan of the pricing page, as its card shows it. */
export interface PricingPlan {
  name: string
  /** As the editor wrote it: an amount with its currency, or words such as “On request”. */
  price: string
  priceNote: string
  summary: string
  /** What is included, one item a line of the editor's text (empty lines dropped). */
  features: string[]
  highlighted: boolean
  /** Its `button` bloks (the view shows the first). */
  links: Blok[]
}

/** The plan's fields, each empty where the editor left it so. */
export function readPricingPlan(blok: Blok): PricingPlan {
  const content = blokContent<'pricing_plan'>(blok)
  return {
    name: readText(content.name),
    price: readText(content.price),
    priceNote: readText(content.price_note),
    summary: readText(content.summary),
    features: readText(content.features)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    highlighted: readBoolean(content.highlighted),
    links: readBloks(content.links).filter((link) => link.component === 'button'),
  }
}
