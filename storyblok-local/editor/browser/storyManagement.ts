import type { EditorConfig } from '../editorPage'

/** A Management API call about the story the editor holds (`path` after `stories/{id}`), with the API's answer. */
export type ManagementCall = (method: string, path: string, body?: unknown) => Promise<{ ok: boolean; status: number; answer: unknown }>

/** The story actions' calls to the Management API, with the demo management token, as Storyblok's app makes them. */
export function storyManagement(config: Pick<EditorConfig, 'spaceId' | 'managementToken'>, storyId: () => number): ManagementCall {
  return async (method, path, body) => {
    const headers: Record<string, string> = { authorization: config.managementToken }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`/v1/spaces/${config.spaceId}/stories/${storyId()}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { ok: response.ok, status: response.status, answer: await response.json().catch(() => null) }
  }
}
