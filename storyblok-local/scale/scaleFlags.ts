import { MAX_SCALE_COUNT, SCALE_FLAG_NAMES, scaleCount, type ScaleCounts } from './ScaleCounts'

/** `--blog-posts N --pages N --job-openings N --redirects N`, as `parseArgs` options (`content:serve`, `npm start`). */
export const SCALE_FLAGS = Object.fromEntries(Object.values(SCALE_FLAG_NAMES).map((flag) => [flag, { type: 'string' }])) as {
  [flag in (typeof SCALE_FLAG_NAMES)[keyof ScaleCounts]]: { type: 'string' }
}

/** The counts the flags ask for (an absent flag is 0); throws one line naming a flag whose value is not a count. */
export function scaleFromFlags(values: Readonly<Record<string, unknown>>): ScaleCounts {
  const entries = Object.entries(SCALE_FLAG_NAMES).map(([key, flag]) => {
    const given = values[flag]
    const count = given === undefined ? 0 : scaleCount(given)
    if (count === null) throw new Error(`--${flag} takes a whole number from 0 to ${MAX_SCALE_COUNT}, not ${JSON.stringify(given)}`)
    return [key, count]
  })
  return Object.fromEntries(entries) as ScaleCounts
}
