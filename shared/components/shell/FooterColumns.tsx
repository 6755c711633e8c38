import { use, useState } from 'react'
import { BlokMarkersContext } from '../../editor/BlokMarkersContext'
import { Icon } from '../ui/Icon'
import type { FooterColumnView } from './footerColumnViews'
import { footerColumnListId } from './shellPanelIds'

/**
 * The footer's titled link columns. Wide screens show a heading and every list; narrow
 * screens show a toggle button per column instead (CSS picks one) and one open list at a time.
 */
export function FooterColumns({ columns }: { columns: readonly FooterColumnView[] }) {
  const markers = use(BlokMarkersContext)
  const [openColumn, setOpenColumn] = useState<string | null>(null)
  return (
    <div className="footer-columns">
      {columns.map((column) => {
        const open = openColumn === column._uid
        const listId = footerColumnListId(column._uid)
        return (
          <div key={column._uid} className={['footer-column', open ? 'footer-column--open' : ''].filter(Boolean).join(' ')} {...markers(column)}>
            <h2 className="footer-column__title">{column.title}</h2>
            <button
              type="button"
              className="footer-column__toggle"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpenColumn(open ? null : column._uid)}
            >
              <span>{column.title}</span>
              <Icon name="chevron-down" size="small" />
            </button>
            {column.links}
          </div>
        )
      })}
    </div>
  )
}
