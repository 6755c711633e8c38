import { blokProblems } from './blokProblems'

/**
 * A blok visitors never see: one the content model does not know, or one with a required field
 * left empty (a quote without its text). Editors see a notice in its place instead.
 */
export function isBrokenBlok(blok: object): boolean {
  return blokProblems(blok).some((problem) => problem.kind === 'unknown' || problem.kind === 'missing')
}
