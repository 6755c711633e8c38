import type { PushApi } from './createPushClient'
import { contentModel } from '../../shared/content/schema/contentModel'
import { toWireComponent, type WireField } from '../../shared/content/schema/componentWire'
import { differingKeys } from './isSubset'
import type { PushReport } from './PushReport'

type Api = PushApi
interface RemoteComponent {
  id: number
  name: string
  schema?: Record<string, Record<string, unknown>>
  [setting: string]: unknown
}
export interface PushOptions {
  dryRun: boolean
  prune: boolean
}

/** The model's component groups, created when the space lacks one (matched by name); answers name → uuid. */
async function pushGroups(api: Api, options: PushOptions, report: PushReport): Promise<Map<string, string>> {
  const remote = (await report.read(() => api.componentFolders.list())).data.component_groups ?? []
  const uuids = new Map(remote.map((group) => [group.name ?? '', group.uuid ?? '']))
  for (const { name } of Object.values(contentModel.folders)) {
    if (uuids.has(name)) {
      report.unchanged('component group')
      continue
    }
    report.created('component group', name)
    const created = await report.write(() => api.componentFolders.create({ body: { component_group: { name } } }))
    uuids.set(name, created?.data.component_group?.uuid ?? '')
  }
  return uuids
}

/** Which fields of a remote component differ from the model (`schema.title.description`), and which it has beyond the model. */
function schemaChanges(wanted: Record<string, WireField>, remote: RemoteComponent['schema'] = {}) {
  const changed = Object.entries(wanted).flatMap(([name, field]) =>
    differingKeys(field, remote[name]).map((key) => (remote[name] ? `schema.${name}.${key}` : `schema.${name}`)),
  )
  const extra = Object.keys(remote).filter((name) => !(name in wanted))
  return { changed: [...new Set(changed)], extra }
}

/** Every component of the model created or brought up to date; components and fields the space has beyond it are listed, or deleted with `--prune`. */
export async function pushComponents(api: Api, options: PushOptions, report: PushReport): Promise<void> {
  report.phase = 'components'
  const groups = await pushGroups(api, options, report)
  const remote = ((await report.read(() => api.components.list())).data.components ?? []) as RemoteComponent[]
  for (const block of Object.values(contentModel.blocks)) {
    const { group, ...wire } = toWireComponent(block)
    const wanted = { ...wire, component_group_uuid: group ? (groups.get(group) ?? null) : null }
    const current = remote.find((component) => component.name === wanted.name)
    if (!current) {
      report.created('component', wanted.name)
      await report.write(() => api.components.create({ body: { component: wanted as never } }))
      continue
    }
    const { schema, ...settings } = wanted
    const fields = schemaChanges(schema, current.schema)
    const changed = [...differingKeys(settings, current), ...fields.changed]
    for (const name of fields.extra) {
      if (options.prune) report.deleted('field', `${wanted.name}.${name}`)
      else report.notInModel('field', `${wanted.name}.${name}`)
    }
    if (changed.length === 0 && !(options.prune && fields.extra.length > 0)) {
      report.unchanged('component')
      continue
    }
    if (changed.length > 0) report.updated('component', wanted.name, changed)
    const kept = options.prune ? {} : Object.fromEntries(fields.extra.map((name) => [name, current.schema?.[name]]))
    await report.write(() => api.components.update(current.id, { body: { component: { ...wanted, schema: { ...kept, ...schema } } as never } }))
  }
  const modelNames = new Set<string>(Object.values(contentModel.blocks).map((block) => block.name))
  for (const component of remote.filter((candidate) => !modelNames.has(candidate.name))) {
    if (!options.prune) report.notInModel('component', component.name)
    else {
      report.deleted('component', component.name)
      await report.write(() => api.components.delete(component.id))
    }
  }
}
