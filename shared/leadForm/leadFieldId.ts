/** A field's element id inside one report's form (a page may hold the form on the page and in the popup). */
export function leadFieldId(form: string, field: string): string {
  return `${form}-${field}`
}
