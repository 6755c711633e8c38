import { serializeScriptJson } from '../html/serializeScriptJson'
import type { JsonLd } from './JsonLd'

/** JSON-LD for an inline `<script type="application/ld+json">`, escaped by serializeScriptJson. */
export const serializeJsonLd: (value: JsonLd) => string = serializeScriptJson
