import { describe, expect, it } from 'vitest'
import { contentModel } from '../content/schema/contentModel'
import { BLOK_REGISTRY } from './blokRegistry'
import type { BlokViews } from '../bloks/BlokViews'

const blocks = Object.values(contentModel.blocks)
const fields = blocks.flatMap((block) => (block.fields as unknown as { name: string; type: string; allow?: string[] }[]).map((field) => ({ block, field })))

describe('the blok registry', () => {
  it('holds every component of the model, and a view for each blok a page body or rich text takes', () => {
    expect(Object.keys(BLOK_REGISTRY).sort()).toEqual(blocks.map((block) => block.name).sort())
    const placed = fields
      .filter(({ block, field }) => (block.name === 'page' && field.name === 'body') || field.type === 'richtext')
      .flatMap(({ field }) => field.allow ?? [])
    expect(placed.length).toBeGreaterThan(0)
    for (const component of placed) expect(BLOK_REGISTRY[component as keyof BlokViews], component).toEqual(expect.any(Function))
  })

  it('is typed against the model: a view left out, a placed blok without a view or a name the model lacks fails typecheck', () => {
    const { cta_box: _left, ...withoutCtaBox } = BLOK_REGISTRY
    // @ts-expect-error The page body takes cta_box: the registry needs its view.
    const missing: BlokViews = withoutCtaBox
    // @ts-expect-error A page body's blok cannot go without a view.
    const unviewed: BlokViews = { ...BLOK_REGISTRY, rich_text: null }
    // @ts-expect-error No component of the model is called carousel.
    const unknown: BlokViews = { ...BLOK_REGISTRY, carousel: null }
    expect([missing, unviewed, unknown].every(Boolean)).toBe(true)
  })
})
