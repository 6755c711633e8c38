import { use } from 'react'
import type { Blok } from '../../content/storyblok'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { blokContent } from '../../content/readers/blokContent'
import { useIslandText } from '../../i18n/IslandTextContext'

interface TableCell {
  value?: string
}
interface TableField {
  thead?: TableCell[]
  tbody?: { body?: TableCell[] }[]
}

/** A Storyblok table field: a header row and body rows of plain-text cells, scrollable on narrow screens. */
export function TextContentTable({ blok }: { blok: Blok }) {
  const markers = use(BlokMarkersContext)(blok)
  const fields = blokContent<'TextContentTable'>(blok)
  const text = useIslandText()
  const table = (fields.table ?? {}) as TableField
  const head = table.thead ?? []
  const rows = table.tbody ?? []
  const caption = typeof fields.title === 'string' && fields.title ? fields.title : undefined
  return (
    <div className="tc-table" role="region" aria-label={caption ?? text.table} tabIndex={0} {...markers}>
      <table>
        {caption ? <caption>{caption}</caption> : null}
        {head.length > 0 ? (
          <thead>
            <tr>
              {head.map((cell, index) => (
                <th key={index} scope="col">
                  {cell.value}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {(row.body ?? []).map((cell, index) => (
                <td key={index}>{cell.value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
