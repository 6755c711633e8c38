import { placeholderHost } from '../deploy/placeholderHost'

/** A deployed environment's site, as its configuration names it (`SITE_ORIGIN`). */
export interface EnvironmentSite {
  /** The name editors pick in the visual editor: `Staging`, `Production`. */
  name: string
  origin: string
}

export interface PreviewUrls {
  /** The default environment's location: where the visual editor opens a story first. */
  domain: string
  environments: { name: string; location: string }[]
}

/**
 * The space's preview URLs for the environments' sites: the first real one is the default
 * (`domain`), and each is a named environment editors can switch to. An origin that is still a
 * placeholder (`*.example`) is left out and named in `skipped`; none left means nothing to set.
 */
export function previewUrlsFor(sites: EnvironmentSite[]): { urls: PreviewUrls | null; skipped: string[] } {
  const real = sites.filter((site) => URL.canParse(site.origin) && !placeholderHost(new URL(site.origin).host))
  const skipped = sites.filter((site) => !real.includes(site)).map((site) => site.name)
  const environments = real.map((site) => ({ name: site.name, location: `${new URL(site.origin).origin}/` }))
  return { urls: environments[0] ? { domain: environments[0].location, environments } : null, skipped }
}
