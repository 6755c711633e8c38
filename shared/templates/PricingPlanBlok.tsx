import { readPricingPlan } from '../content/readers/PricingPlan'
import type { Blok } from '../content/storyblok'
import { Button } from '../components/ui/Button'
import { isBrokenBlok } from '../editor/isBrokenBlok'
import type { ButtonBlok } from '../content/SiteSettings'

/**
 * A pricing plan's card: its name (an h3 below a section head's h2, else an h2), its price as the
 * editor wrote it (an amount or “On request”) and what the price is for, who it is for, what is
 * included, and its button. Consecutive plans share one row (PageBloks).
 */
export function PricingPlanBlok({ blok, under }: { blok: Blok; under: number }) {
  const plan = readPricingPlan(blok)
  const Heading = under > 1 ? 'h3' : 'h2'
  const button = plan.links.find((link) => !isBrokenBlok(link)) as ButtonBlok | undefined
  return (
    <div className={plan.highlighted ? 'pricing-plan pricing-plan--highlighted' : 'pricing-plan'}>
      <Heading className="pricing-plan__name">{plan.name}</Heading>
      <p className="pricing-plan__price">
        <span className="pricing-plan__amount">{plan.price}</span>
        {plan.priceNote ? <span className="pricing-plan__note">{` ${plan.priceNote}`}</span> : null}
      </p>
      {plan.summary ? <p className="pricing-plan__summary">{plan.summary}</p> : null}
      {plan.features.length > 0 ? (
        <ul className="pricing-plan__features">
          {plan.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {button ? <Button blok={button} className="pricing-plan__button" /> : null}
    </div>
  )
}
