import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { LEAD_COLUMNS } from './leadColumns'
import { LEAD_FIELDS } from './leadFields'

interface TableColumn {
  name: string
  type: string
  notnull: number
  pk: number
}

/** The migrated table's columns, in its order, each with what it holds. */
async function migratedTable(): Promise<[string, string][]> {
  const { results } = await env.LEADS.prepare('PRAGMA table_info(leads)').all<TableColumn>()
  return results.map(({ name, type, notnull, pk }) => [name, `${type.toLowerCase()}${notnull || pk ? '' : ' or null'}`])
}

describe('the leads table in code', () => {
  it('has a column for every field LEAD_FIELDS stores: a field added there fails here until a migration adds its column', async () => {
    const table = new Set((await migratedTable()).map(([name]) => name))
    const definition = { text: "TEXT NOT NULL DEFAULT ''", checkbox: 'INTEGER NOT NULL DEFAULT 0' }
    const missing = Object.values(LEAD_FIELDS).flatMap(({ value, column }) =>
      column === null || table.has(column) ? [] : [`migrations/ add no column ${column}: ALTER TABLE leads ADD COLUMN ${column} ${definition[value]};`],
    )
    expect(missing).toEqual([])
  })

  it('is the table the migrations create: every column, in its order, holding what it holds', async () => {
    expect(await migratedTable()).toEqual(Object.entries(LEAD_COLUMNS))
  })

  it('keeps every field but the honeypot, each in a column of its own', () => {
    const columns = Object.values(LEAD_FIELDS).flatMap(({ column }) => (column ? [column] : []))
    expect(columns).toHaveLength(Object.keys(LEAD_FIELDS).length - 1)
    expect(new Set(columns).size).toBe(columns.length)
  })
})
