/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string
  /** Site path; the last crumb is the current page. */
  path: string
}
