import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchSuggestions } from '../../shared/search/SearchResults'
import { clearContentCache } from '../../tests/support/clearContentCache'
import { TestContentService } from '../../tests/support/TestContentService'

// What a visitor types, and the page that must be among the first three results: in the demo
// space, read through the worker's own `/api/search` (the search page's index and ranking).
// Each row names the skill it shows.
const QUERIES: readonly [language: string, query: string, expected: string, shows: string][] = [
  ['en', 'Road freight capacity: what shippers need to know', '/blog/road-freight-capacity-what-shippers-need-to-know', 'an exact title'],
  ['en', 'optimising routes', '/blog/route-optimisation-what-shippers-need-to-know', 'stems (optimising → optimisation, routes → route)'],
  ['en', 'dangerus goods', '/blog/practical-guide-dangerous-goods-adr', 'a typo'],
  ['en', 'geospat', '/tech/geospatial-indexing-for-millions-of-gps-pings', 'a prefix (the word being typed)'],
  ['en', 'cabotage', '/glossary/cabotage', 'a glossary entry'],
  ['en', 'frontend engineer', '/open-positions#frontend-engineer', 'an opening, at its place in the list'],
  ['de', 'Praxisleitfaden: Das EU-Mobilitätspaket', '/de/blog/praxisleitfaden-das-eu-mobilitaetspaket', 'an exact title'],
  ['de', 'mobilitatspaket', '/de/blog/praxisleitfaden-das-eu-mobilitaetspaket', 'a missing accent'],
  ['de', 'Fahrermangl', '/de/blog/praxisleitfaden-der-fahrermangel', 'a typo'],
  ['de', 'Kapazität', '/de/blog/laderaumkapazitaet-auf-der-strasse-was-verlader-wissen-muessen', 'a compound part (Laderaumkapazität)'],
  ['de', 'Güterverkehrsindex Q4 2024', '/de/reports/europaeischer-strassengueterverkehrsindex-q4-2024', 'a compound part (Straßengüterverkehrsindex)'],
  ['de', 'Lieferketten', '/de/webinars/webinar-resilienz-der-lieferkette', 'a stem (Lieferketten → Lieferkette)'],
  ['de', 'Routenopt', '/de/blog/routenoptimierung-was-verlader-wissen-muessen', 'a prefix'],
  ['fr', 'la pénurie de conducteurs', '/fr/blog/guide-pratique-la-penurie-de-conducteurs', 'an exact title'],
  ['fr', 'penurie', '/fr/blog/guide-pratique-la-penurie-de-conducteurs', 'a missing accent'],
  ['fr', 'camion electrique', '/fr/webinars/webinaire-les-camions-electriques', 'a stem and a missing accent'],
  ['fr', 'résilence', '/fr/webinars/webinaire-la-resilience-des-chaines-logistiques', 'a typo'],
  ['fr', 'itinér', '/fr/blog/l-optimisation-des-itineraires-le-guide-des-chargeurs', 'a prefix'],
  ['pl', 'ciezarowka', '/pl', 'a missing accent (ciężarówka)'],
  ['pl', 'przewoźnik', '/pl', 'a stem (przewoźników, przewoźnicy)'],
  ['pl', 'przewoznikow', '/pl', 'a stem without accents'],
]

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)

async function firstResults(language: string, query: string): Promise<string[]> {
  const response = await exports.default.fetch(`http://localhost/api/search?${new URLSearchParams({ language, q: query })}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as SearchSuggestions).results.map((result) => result.path)
}

beforeAll(async () => {
  await service.control('reset')
  await clearContentCache()
})

describe('search finds, in the first three results', () => {
  it.each(QUERIES)('%s “%s” → %s (%s)', async (language, query, expected) => {
    expect((await firstResults(language, query)).slice(0, 3)).toContain(expected)
  })
})
