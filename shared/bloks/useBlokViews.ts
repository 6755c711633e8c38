import { use } from 'react'
import type { BlokViews } from './BlokViews'
import { BlokViewsContext } from './BlokViewsContext'

/** The registry the render root provides; a tree rendered without it is a mistake in its root, not in content. */
export function useBlokViews(): BlokViews {
  const views = use(BlokViewsContext)
  if (!views) throw new Error('No blok registry: the render root provides BlokViewsContext')
  return views
}
