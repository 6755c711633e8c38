import type { ComponentType } from 'react'
import type { Blok } from '../../content/storyblok'
import { TextContentButton } from './TextContentButton'
import { TextContentCard } from './TextContentCard'
import { TextContentEmbed } from './TextContentEmbed'
import { TextContentQuote } from './TextContentQuote'
import { TextContentTable } from './TextContentTable'

/** The one registry of bloks that content may embed (rich text `blok` nodes): the five global blocks. */
export const BLOK_COMPONENTS: Record<string, ComponentType<{ blok: Blok }>> = {
  TextContentButton,
  TextContentCard,
  TextContentEmbed,
  TextContentQuote,
  TextContentTable,
}
