import type { ContentSource } from '../content/contentSource'
import { createStoryblokClient } from '../content/createStoryblokClient'
import { waitForReadSlot } from '../content/waitForReadSlot'

/** The longest the file's read waits for the isolate's throttle. */
const SLOT_WAIT_MS = 5000
/** The longest the asset host may take to start answering; the file then streams for as long as the visitor's connection needs. */
const FILE_ANSWER_TIMEOUT_MS = 10_000

/** Storyblok's answer to `GET /v2/cdn/assets/me` (FACTS.md, "Private assets"). */
interface AssetMeAnswer {
  asset?: { signed_url?: unknown }
}

export class ReportFileError extends Error {}

/**
 * A gated report's PDF, read as Storyblok's private assets are read: with the space's asset
 * token, `cdn/assets/me` answers a short-lived `signed_url`, which is fetched and streamed.
 * Without an asset token the file is fetched at its own URL. Any failure, and a host that does not
 * start answering within `answerTimeoutMs`, is a ReportFileError.
 */
export async function readReportFile(source: ContentSource, fileUrl: string, answerTimeoutMs = FILE_ANSWER_TIMEOUT_MS): Promise<Response> {
  let url = fileUrl
  if (source.assetToken) {
    const client = createStoryblokClient(source, source.assetToken)
    const answer = (await client.get('cdn/assets/me', { filename: fileUrl, token: source.assetToken }).catch((error: unknown) => {
      throw new ReportFileError(`cdn/assets/me failed: ${(error as { message?: string })?.message ?? String(error)}`)
    })) as { data?: AssetMeAnswer }
    const signed = answer.data?.asset?.signed_url
    if (typeof signed !== 'string' || !/^https?:\/\//.test(signed)) throw new ReportFileError('cdn/assets/me answered no signed_url')
    url = signed
  }
  // The asset read is a Storyblok read too: it takes its slot in the isolate's one throttle.
  await waitForReadSlot(source.readsPerSecond, Date.now() + SLOT_WAIT_MS).catch((error: unknown) => {
    throw new ReportFileError(String(error))
  })
  // Only the wait for the answer is bounded: aborting later would cut the file off mid-download.
  const aborts = new AbortController()
  const timer = setTimeout(() => aborts.abort(new Error(`no answer within ${answerTimeoutMs} ms`)), answerTimeoutMs)
  const response = await fetch(url, { signal: aborts.signal })
    .catch((error: unknown) => {
      throw new ReportFileError(`asset fetch failed: ${String(error)}`)
    })
    .finally(() => clearTimeout(timer))
  if (!response.ok || !response.body) throw new ReportFileError(`asset answered ${response.status}`)
  return response
}

/** The file name a download is saved as: the asset's own name (`freight-index-q1-2024.pdf`). */
export function reportFileName(fileUrl: string): string {
  const last = new URL(fileUrl).pathname.split('/').filter(Boolean).pop() ?? 'report.pdf'
  const name = decodeURIComponent(last).replace(/[^\w.-]+/g, '-')
  return name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`
}
