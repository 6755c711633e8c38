import { use } from 'react'
import { BlokNotice } from './BlokNotice'
import { BlokNoticesContext } from './BlokNoticesContext'
import { nestedBloks } from './nestedBloks'

/**
 * In an editor preview, the notices of the bloks in a blok's bloks fields, at any depth, each named
 * by the fields that lead to it as the editor sees them (`Header items › Link list › Links › Link`): the settings' bloks
 * and a CTA box's buttons render through views that have no place of their own for a notice.
 */
export function NestedNotices({ blok }: { blok: object | null }) {
  if (!use(BlokNoticesContext) || !blok) return null
  return nestedBloks(blok).map(({ blok: nested, where, allowed, path }) => (
    <BlokNotice key={path.join('.')} blok={nested} where={where.join(' › ')} unsupported={!allowed} />
  ))
}
