import { island } from '../islands/island'
import { ReportGate } from './ReportGate'

/** The popup's button and modal (client/islands/ReportGate.ts), hydrated when the reader reaches for it; the form itself loads on first open. */
export const ReportGateIsland = island('ReportGate', ReportGate, 'interaction')
