/** `en.xml` is a language's first sitemap file, `en-2.xml` its second. */
const FILE_NAME = /^([a-z]{2})(?:-([2-9]|[1-9]\d{1,3}))?\.xml$/

export function sitemapFileName(language: string, file: number): string {
  return file === 1 ? `${language}.xml` : `${language}-${file}.xml`
}

/** The language and file number a sitemap file name stands for, or null for any other name. */
export function parseSitemapFileName(name: string): { language: string; file: number } | null {
  const match = FILE_NAME.exec(name)
  return match?.[1] ? { language: match[1], file: match[2] ? Number(match[2]) : 1 } : null
}
