import { island } from '../islands/island'
import { JobFilters } from './JobFilters'

/** The open positions' filters, hydrated when the page is idle (client/islands/JobFilters.ts). */
export const JobFiltersIsland = island('JobFilters', JobFilters)
