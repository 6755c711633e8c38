import { demoSpace } from '../../storyblok-local/space/demoSpace'

interface Ready {
  site: string
  content: string
  sitePort: number
  contentPort: number
  stateDir: string
  /** Started with `--empty`: the space waits for `npm run space:push`. */
  empty: boolean
  /** The generated content added to the demo space (`--pages N` …), in words; empty for none. */
  scale: string
}

/** What `npm start` prints once the site answers: where everything is, the variables that move it, and how to fill an empty space. */
export function readyLines({ site, content, sitePort, contentPort, stateDir, empty, scale }: Ready): string {
  const push = `STORYBLOK_MANAGEMENT_ENDPOINT=${content} STORYBLOK_SPACE_ID=${demoSpace.id} STORYBLOK_PERSONAL_ACCESS_TOKEN=${demoSpace.managementToken} npm run space:push -- --with-demo-content`
  return [
    `Site:            ${site}/  (port ${sitePort}: SITE_PORT)`,
    `Local Storyblok: ${content}  (port ${contentPort}: STORYBLOK_LOCAL_PORT; Content Delivery API /v2, Management API /v1)`,
    `Visual editor:   ${content}/_editor/  (every story, to edit and preview)`,
    `Leads (D1):      ${stateDir}  (npm run -s leads:export -- --env local)`,
    empty
      ? `Space:           empty; fill it with\n  ${push}`
      : scale
        ? `Space:           the demo space, plus generated: ${scale}`
        : `Space:           the demo space (npm start -- --empty starts on an empty one)`,
    `Ready. Ctrl-C stops the site and the content service.`,
  ].join('\n')
}
