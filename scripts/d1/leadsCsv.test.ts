import { describe, expect, it } from 'vitest'
import { LEAD_COLUMNS } from '../../shared/leadRules/leadColumns'
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
    expect(header!.split(',')).toEqual(Object.keys(LEAD_COLUMNS).map((column) => `"${column}"`))
    expect(header).toContain('"kind","message"')
    const line = lines.join('\n')
    expect(line).toContain(`"'=HYPERLINK(""https://evil.example"")"`)
    expect(line).toContain(`"'@Acme, ""Freight"""`)
    expect(line).toContain(',"+4930123456",')
    expect(line).toContain('"2026-01-05T09:30:00.000Z"')
    expect(line).toContain(`,"contact","'-1 truck\nfrom ""Hamburg"", weekly"`)
  })

  it('quotes every cell, and keeps as text any cell with a formula after a separator, a tab or a line break', () => {
    const changed = {
      first_name: 'Max;=1+1;',
      last_name: 'Smith\t+SUM(A1)',
      company: 'Acme | @cmd',
      message: 'Hello\n=WEBSERVICE("x")',
      email: 'max@example.com',
    }
    const line = leadsCsv([{ ...contactLead, ...changed }])
      .trimEnd()
      .split('\n')
      .slice(1)
      .join('\n')
    expect(line).toContain(`"'Max;=1+1;"`)
    expect(line).toContain(`"'Smith\t+SUM(A1)"`)
    expect(line).toContain(`"'Acme | @cmd"`)
    expect(line).toContain(`"'Hello\n=WEBSERVICE(""x"")"`)
    expect(line).toContain(`"max@example.com"`)
    expect(line).toContain('"contact"')
  })

  it('strips control, bidirectional and invisible characters a lead stored before the rule may hold: no terminal escape, no reversed text', () => {
    const escape = '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u001b[2J'
    const csv = leadsCsv([
      { ...contactLead, first_name: `Ann${escape}`, last_name: 'fdp.\u202Eexe', company: 'A\u200Bcme\u0000', message: 'line one\nline two' },
    ])
    // eslint-disable-next-line no-control-regex -- looking for control characters is the test
    expect(csv).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u200B]/)
    expect(csv).toContain('"Ann]8;;https://evil.exampleclick]8;;[2J"')
    expect(csv).toContain('"fdp.exe"')
    expect(csv).toContain('"Acme"')
    expect(csv).toContain('"line one\nline two"')
  })

  it('is the header alone without leads', () => {
    expect(leadsCsv([])).toBe(
      Object.keys(LEAD_COLUMNS)
        .map((column) => `"${column}"`)
        .join(',') + '\n',
    )
  })
})
