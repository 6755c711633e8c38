import type { PushApi } from './createPushClient'
import { contentModel } from '../../shared/content/schema/contentModel'
import { DATASOURCE_ENTRIES, type DatasourceEntryModel } from '../../shared/content/schema/datasources'
import type { PushOptions } from './pushComponents'
import type { PushReport } from './PushReport'

type Api = PushApi
interface RemoteDatasource {
  id: number
  slug: string
  name: string
  dimensions: { id: number; entry_value: string }[]
}
interface RemoteEntry {
  id: number
  name: string
  value: string
  dimension_value?: string | null
}

async function listEntries(api: Api, report: PushReport, datasourceId: number, dimension?: string): Promise<RemoteEntry[]> {
  const query = { datasource_id: datasourceId, ...(dimension ? { dimension } : {}) }
  return ((await report.read(() => api.datasourceEntries.list({ query } as never))).data as { datasource_entries?: RemoteEntry[] }).datasource_entries ?? []
}

/** One datasource's entries: missing ones created, renamed ones updated, each dimension's value set; extra ones listed or pruned. */
async function pushEntries(
  api: Api,
  options: PushOptions,
  report: PushReport,
  datasource: RemoteDatasource,
  wanted: readonly DatasourceEntryModel[],
): Promise<void> {
  const remote = datasource.id ? await listEntries(api, report, datasource.id) : []
  const created = new Map<string, number>()
  for (const entry of wanted) {
    const current = remote.find((candidate) => candidate.value === entry.value)
    const label = `${datasource.slug}/${entry.value}`
    if (!current) {
      report.created('datasource entry', label)
      const answer = await report.write(() =>
        api.datasourceEntries.create({ body: { datasource_entry: { name: entry.name, value: entry.value, datasource_id: datasource.id } } }),
      )
      if (answer) created.set(entry.value, (answer.data as { datasource_entry?: { id: number } }).datasource_entry?.id ?? 0)
    } else if (current.name !== entry.name) {
      report.updated('datasource entry', label, ['name'])
      await report.write(() => api.datasourceEntries.update(current.id, { body: { datasource_entry: { name: entry.name } } } as never))
    } else report.unchanged('datasource entry')
  }
  for (const dimension of datasource.dimensions) {
    const values = datasource.id ? await listEntries(api, report, datasource.id, dimension.entry_value) : []
    for (const entry of wanted) {
      const value = entry.dimension_values?.[dimension.entry_value]
      const current = values.find((candidate) => candidate.value === entry.value)
      const id = current?.id ?? created.get(entry.value)
      if (value === undefined || current?.dimension_value === value) continue
      report.updated('datasource entry', `${datasource.slug}/${entry.value}`, [`${dimension.entry_value} name`])
      const body = { datasource_entry: { dimension_value: value }, dimension_id: dimension.id }
      if (id) await report.write(() => api.datasourceEntries.update(id, { body } as never))
    }
  }
  for (const entry of remote.filter((candidate) => !wanted.some((model) => model.value === candidate.value))) {
    if (!options.prune) report.notInModel('datasource entry', `${datasource.slug}/${entry.value}`)
    else {
      report.deleted('datasource entry', `${datasource.slug}/${entry.value}`)
      await report.write(() => api.datasourceEntries.delete(entry.id))
    }
  }
}

/**
 * The model's datasources (matched by slug) with their dimensions, and the entries the model holds
 * (categories). A datasource whose entries are each site's content (redirects) keeps what it has.
 */
export async function pushDatasources(api: Api, options: PushOptions, report: PushReport): Promise<void> {
  report.phase = 'datasources'
  const remote = ((await report.read(() => api.datasources.list())).data.datasources ?? []) as RemoteDatasource[]
  for (const model of Object.values(contentModel.datasources)) {
    const dimensions = model.dimensions.map(({ name, entry_value }) => ({ name, entry_value }))
    let current = remote.find((datasource) => datasource.slug === model.slug)
    if (!current) {
      report.created('datasource', model.slug)
      // A dry run goes on with the datasource as it would be: its dimensions' values are changes too.
      current = { id: 0, slug: model.slug, name: model.name, dimensions: dimensions.map(({ entry_value }) => ({ id: 0, entry_value })) }
      const answer = await report.write(() =>
        api.datasources.create({ body: { datasource: { name: model.name, slug: model.slug, dimensions_attributes: dimensions } } }),
      )
      if (answer) current = (answer.data as { datasource: RemoteDatasource }).datasource
    } else {
      const missing = dimensions.filter((dimension) => !current?.dimensions.some((remoteDimension) => remoteDimension.entry_value === dimension.entry_value))
      const changed = [...(current.name === model.name ? [] : ['name']), ...missing.map((dimension) => `dimension ${dimension.entry_value}`)]
      if (changed.length === 0) report.unchanged('datasource')
      else {
        report.updated('datasource', model.slug, changed)
        const id = String(current.id)
        const answer = await report.write(() => api.datasources.update(id, { body: { datasource: { name: model.name, dimensions_attributes: missing } } }))
        current = answer
          ? (answer.data as { datasource: RemoteDatasource }).datasource
          : { ...current, dimensions: [...current.dimensions, ...missing.map(({ entry_value }) => ({ id: 0, entry_value }))] }
      }
    }
    const entries = DATASOURCE_ENTRIES[model.slug] ?? []
    if (entries.length > 0) await pushEntries(api, options, report, current, entries)
  }
}
