import { LANGUAGE_FIELD, PAGE_FIELD, readLeadFields, type LeadValues } from '../../shared/leadRules/leadFields'

/** A submission: the fields as typed, the page's language (and a contact form's page), and whether it came as JSON (script) or as a form post. */
export interface LeadBody {
  values: LeadValues
  language: string
  /** The contact form's page below the language prefix (`/contact`); empty from a report's form. */
  page: string
  json: boolean
}

const CHECKED = new Set(['on', 'true', '1', 'yes'])

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

function checked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && CHECKED.has(value.toLowerCase()))
}

function fromFields(get: (name: string) => unknown, json: boolean): LeadBody {
  const values = readLeadFields({ text: (field) => text(get(field)), checkbox: (field) => checked(get(field)) })
  return { values, language: text(get(LANGUAGE_FIELD)).trim().toLowerCase(), page: text(get(PAGE_FIELD)).trim(), json }
}

/**
 * Reads a JSON or form-encoded (urlencoded or multipart) body; any other type, or a body that
 * does not parse, is null. Missing or non-text fields read as empty, so the rules report them.
 */
export async function readLeadBody(request: Request): Promise<LeadBody | null> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  try {
    if (type === 'application/json') {
      const body: unknown = await request.json()
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
      return fromFields((name) => (body as Record<string, unknown>)[name], true)
    }
    if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
      const form = await request.formData()
      return fromFields((name) => form.get(name), false)
    }
  } catch {
    return null
  }
  return null
}
