import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { demoSpace } from '../../storyblok-local/space/demoSpace'
import { TestContentService } from '../../tests/support/TestContentService'
import { contentSource } from '../content/contentSource'
import { readReportFile, ReportFileError } from './readReportFile'

const service = new TestContentService(env.STORYBLOK_LOCAL_ENDPOINT)
/** An address on the content service that its faults can slow: the file read does not care what it answers. */
const SLOW_PATH = '/v2/cdn/spaces/me'

afterEach(() => service.reset())

describe('readReportFile', () => {
  it('gives up on a host that does not start answering in time (a ReportFileError: the visitor gets the clear 503), instead of hanging the download', async () => {
    await service.faults({ latencyMs: 60_000, pathPrefix: SLOW_PATH })
    const source = { ...contentSource(env), assetToken: null }
    await expect(readReportFile(source, `${service.origin}${SLOW_PATH}?token=${demoSpace.publicToken}`, 50)).rejects.toBeInstanceOf(ReportFileError)
  })

  it('streams a host that answers in time', async () => {
    const source = { ...contentSource(env), assetToken: null }
    const response = await readReportFile(source, `${service.origin}${SLOW_PATH}?token=${demoSpace.publicToken}`, 10_000)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ space: { id: demoSpace.id } })
  })
})
