import { describe, expect, it } from 'vitest'
import { LEAD_COLUMNS } from '../shared/leadRules/leadColumns'
import { leadsCsv } from './leadsCsv'

const contactLead = {
  id: 'lead-1',
  created_at: Date.UTC(2026, 0, 5, 9, 30),
  language: 'de',
  report_uuid: 'page-uuid',
  report_slug: '/contact',
  first_name: '=HYPERLINK("https://evil.example")',
  last_name: 'Jackson',
  email: 'mary@example.com',
  company: '@Acme, "Freight"',
  phone: '+4930123456',
  phone_country: 'DE',
  consent_contact: 1,
  consent_version: '2026-11',
  marketing_opt_in: 0,
  marketing_version: '2026-11',
  country_hint: null,
  user_agent: 'AppleWebKit Chrome Safari',
  kind: 'contact',
  message: '-1 truck\nfrom "Hamburg", weekly',
}

describe('the leads export as CSV', () => {
  it('has every column of the table, kind and message included, and a contact message safe in one cell', () => {
    const [header, ...lines] = leadsCsv([contactLead]).trimEnd().split('\n')
    expect(header!.split(',')).toEqual(Object.keys(LEAD_COLUMNS))
    expect(header).toContain('kind,message')
    const line = lines.join('\n')
    expect(line).toContain(`'=HYPERLINK(""https://evil.example"")`)
    expect(line).toContain(`"'@Acme, ""Freight"""`)
    expect(line).toContain(',+4930123456,')
    expect(line).toContain('2026-01-05T09:30:00.000Z')
    expect(line.endsWith(`,contact,"'-1 truck\nfrom ""Hamburg"", weekly"`)).toBe(true)
  })

  it('is the header alone without leads', () => {
    expect(leadsCsv([])).toBe(Object.keys(LEAD_COLUMNS).join(',') + '\n')
  })
})
