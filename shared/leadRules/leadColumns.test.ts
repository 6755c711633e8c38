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

describe('the leads table in code', () => {
  it('is the table the migrations create: every column, in its order, holding what it holds', async () => {
    const { results } = await env.LEADS.prepare('PRAGMA table_info(leads)').all<TableColumn>()
    const table = results.map(({ name, type, notnull, pk }) => [name, `${type.toLowerCase()}${notnull || pk ? '' : ' or null'}`])
    expect(table).toEqual(Object.entries(LEAD_COLUMNS))
  })

  it('keeps every field but the honeypot, each in a column of its own', () => {
    const columns = Object.values(LEAD_FIELDS).flatMap(({ column }) => (column ? [column] : []))
    expect(columns).toHaveLength(Object.keys(LEAD_FIELDS).length - 1)
    expect(new Set(columns).size).toBe(columns.length)
  })
})
