import { demoSpace } from '../../storyblok-local/space/demoSpace'

/** A story as the Management API answers it. */
export interface ManagedStory {
  id: number
  full_slug: string
  is_folder?: boolean
  content: Record<string, unknown>
}

/** A Management API call to the demo space of the content service at `service`, as an editor's tool makes it; a failure throws with the answer. */
export async function management<T>(service: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${service}/v1/spaces/${demoSpace.id}${path}`, {
    method,
    headers: { authorization: demoSpace.managementToken, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The story or folder at a full slug, with its content, as the Management API answers it; a slug that is none throws. */
export async function managedStory(service: string, fullSlug: string): Promise<ManagedStory> {
  const { stories } = await management<{ stories: ManagedStory[] }>(service, 'GET', `/stories?with_slug=${fullSlug}`)
  const found = stories[0]
  if (!found) throw new Error(`no story or folder at ${fullSlug}`)
  if (found.is_folder) return found
  return (await management<{ story: ManagedStory }>(service, 'GET', `/stories/${found.id}`)).story
}
