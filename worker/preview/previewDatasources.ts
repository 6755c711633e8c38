import type { DatasourceValues } from '../../shared/editor/blokProblems'
import { MODEL_DATASOURCES } from '../../shared/editor/modelDatasources'
import type { ContentContext } from '../content/ContentContext'
import { getDatasourceEntries } from '../content/getDatasourceEntries'

/**
 * The values of every datasource the model's option fields take, as the space has them now, for a
 * preview's notices. A datasource that cannot be read is left out (its fields go unchecked): a
 * notice is no reason to fail the preview.
 */
export async function previewDatasources(ctx: ContentContext): Promise<DatasourceValues> {
  const read = await Promise.all(
    MODEL_DATASOURCES.map(async (slug) => {
      try {
        return [[slug, (await getDatasourceEntries(ctx, slug)).map((entry) => entry.value)]]
      } catch (error) {
        console.warn('datasource unavailable for the preview’s notices', slug, error)
        return []
      }
    }),
  )
  return Object.fromEntries(read.flat())
}
