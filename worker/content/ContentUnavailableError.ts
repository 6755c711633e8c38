/** Storyblok could not answer and no cached copy exists: the page is a 503. */
export class ContentUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ContentUnavailableError'
  }
}
