/** Storyblok's visual editor, when STORYBLOK_EDITOR_ORIGIN is empty. */
export const DEFAULT_EDITOR_ORIGIN = 'https://app.storyblok.com'

/** The configuration that decides who may frame the site. */
export type FramingConfig = Pick<Env, 'STORYBLOK_EDITOR_ORIGIN' | 'STORYBLOK_LOCAL_EDITOR_ORIGIN'>

/** Who may frame a response: the visual editors (a preview), or nobody (everything else). */
export type Framing = 'editor' | 'none'

/** A configured origin as the browser writes it (`https://app.storyblok.com`), or null when it is not a bare http(s) origin. */
function readOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim())
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    return (url.protocol === 'https:' || url.protocol === 'http:') && bare ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The origins whose editor may frame previews: STORYBLOK_EDITOR_ORIGIN (Storyblok's visual
 * editor; default https://app.storyblok.com), then STORYBLOK_LOCAL_EDITOR_ORIGIN (the local
 * editor of storyblok-local; empty in deployments). A value that is not a bare origin is ignored.
 */
export function editorOrigins(config: FramingConfig): string[] {
  const configured = [config.STORYBLOK_EDITOR_ORIGIN || DEFAULT_EDITOR_ORIGIN, config.STORYBLOK_LOCAL_EDITOR_ORIGIN ?? '']
  const origins: string[] = []
  for (const value of configured.filter((item) => item.trim() !== '')) {
    const origin = readOrigin(value)
    if (origin === null) console.warn('ignoring an editor origin that is not an http(s) origin', value)
    else if (!origins.includes(origin)) origins.push(origin)
  }
  return origins
}

/** The Content-Security-Policy `frame-ancestors` directive for a response. */
export function frameAncestors(config: FramingConfig, framing: Framing): string {
  const origins = framing === 'editor' ? editorOrigins(config) : []
  return `frame-ancestors ${origins.length > 0 ? origins.join(' ') : "'none'"}`
}
