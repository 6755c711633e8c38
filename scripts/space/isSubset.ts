import { isDeepStrictEqual } from 'node:util'

/** The keys of `wanted` whose value `actual` does not hold (keys the server adds on its own are ignored). */
export function differingKeys(wanted: Record<string, unknown>, actual: Record<string, unknown> | undefined): string[] {
  return Object.keys(wanted).filter((key) => !isDeepStrictEqual(wanted[key], actual?.[key]))
}
