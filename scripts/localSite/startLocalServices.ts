import { createAmplitudeLocal } from '../../amplitude-local/createAmplitudeLocal'
import { startContentService, type ContentService, type ContentServiceOptions } from '../../storyblok-local/server'

/**
 * The local stand-ins on one origin, as `npm start`, `npm run content:serve` and the unit tests
 * serve them: the local Storyblok (storyblok-local/) with the local Amplitude collector
 * (amplitude-local/) beside it, at `${url}/2/httpapi` (its controls at `/_control/analytics`,
 * `POST /_control/reset` resets it too). Neither imports the other: they meet here.
 */
export function startLocalServices(options: ContentServiceOptions = {}): Promise<ContentService> {
  return startContentService({ ...options, alongside: [...(options.alongside ?? []), createAmplitudeLocal()] })
}
