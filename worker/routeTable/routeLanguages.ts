import type { LanguageConfig } from '../config/languageConfig'
import type { RouteAvailability } from './RouteDefinition'

/** The configured languages a route exists in. */
export function routeLanguages(availability: RouteAvailability, config: LanguageConfig): readonly string[] {
  return availability === 'all' ? [...config.supported] : config[availability]
}
