const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const YOUTUBE_ID = /^[\w-]{6,20}$/
const VIMEO_ID = /^\d{1,12}$/

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1)
  const [first, second] = url.pathname.split('/').filter(Boolean)
  if (first === 'watch') return url.searchParams.get('v') ?? undefined
  if (first === 'embed' || first === 'shorts' || first === 'live') return second
  return undefined
}

/**
 * The privacy-friendly player URL of an https YouTube (youtube-nocookie.com) or Vimeo
 * (do-not-track) link, or null for anything else, which is then shown as a plain link.
 */
export function videoEmbedUrl(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id = youtubeId(url)
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null
  }
  if (VIMEO_HOSTS.has(url.hostname)) {
    const id = url.pathname
      .split('/')
      .filter(Boolean)
      .find((segment) => VIMEO_ID.test(segment))
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null
  }
  return null
}
