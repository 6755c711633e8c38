/**
 * Why an entry of the `redirects` datasource (`source` → `target`, as the editor wrote them)
 * cannot work: its source is no address of the site, its target leads nowhere, a later entry with
 * the same source replaces it, or following it goes round in a circle or too far.
 */
export interface RedirectProblem {
  kind: 'source' | 'target' | 'replaced' | 'loop'
  source: string
  target: string
}
