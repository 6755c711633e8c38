import { assetTitle } from './assetTitle'

/** A4 in points. */
const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const BRAND_ORANGE = '1 0.42 0'

/** Text for a PDF string literal: printable ASCII, with `\`, `(` and `)` escaped. */
const pdfText = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&')

/**
 * The body of a document asset (a report PDF): a valid one-page PDF 1.4 titled after the file's
 * name, with an orange band, the title and the file name.
 */
export function renderPdfAsset(fileName: string): string {
  const title = pdfText(assetTitle(fileName))
  const page = [
    `${BRAND_ORANGE} rg 0 ${PAGE_HEIGHT - 60} ${PAGE_WIDTH} 60 re f`,
    `0.04 0.15 0.25 rg BT /F2 24 Tf 56 ${PAGE_HEIGHT - 140} Td (${title}) Tj ET`,
    `BT /F1 11 Tf 56 ${PAGE_HEIGHT - 170} Td (Freight Demo - ${pdfText(fileName)}) Tj ET`,
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${page.length} >>\nstream\n${page}\nendstream`,
    `<< /Title (${title}) /Producer (storyblok-local) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  return `${body}xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
}
