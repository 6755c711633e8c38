/** One schema.org node, written as JSON-LD. */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>

export const SCHEMA_ORG = 'https://schema.org'
