import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { timing } from 'hono/timing'
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../config/AppEnv'
import { renderHtml } from './renderHtml'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

function SlowPart({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>
}

function appRendering(data: Promise<string>) {
  return new Hono<AppEnv>().use(timing()).get('/', (c) =>
    renderHtml(
      c,
      <html lang="en">
        <body>
          <h1>Shell</h1>
          <Suspense fallback={<p>Loading…</p>}>
            <SlowPart data={data} />
          </Suspense>
        </body>
      </html>,
      { cache: 'revalidate' },
    ),
  )
}

describe('renderHtml', () => {
  it('streams the shell to browsers before slow data resolves', async () => {
    let resolve!: (value: string) => void
    const data = new Promise<string>((done) => (resolve = done))
    const response = await appRendering(data).request('/', { headers: { 'user-agent': BROWSER } }, env)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('server-timing')).toMatch(/render;dur=/)
    expect(response.headers.get('server-timing')).not.toMatch(/flush/)

    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    const first = decoder.decode((await reader.read()).value)
    expect(first).toContain('<h1>Shell</h1>')
    expect(first).toContain('Loading…')
    expect(first).not.toContain('Late data')

    resolve('Late data')
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value)
    expect(rest).toContain('Late data')
  })

  it('sends browsers a document finished with its shell as one body, collected before the response', async () => {
    const response = await appRendering(Promise.resolve('Data')).request('/', { headers: { 'user-agent': BROWSER } }, env)
    expect(response.headers.get('server-timing')).toMatch(/render;dur=[\d.]+.*flush;dur=[\d.]+/)
    expect(await response.text()).toMatch(/^<!DOCTYPE html>.*<h1>Shell<\/h1>.*<p>Data<\/p>.*<\/html>$/s)
  })

  it('gives crawlers the fully resolved document', async () => {
    const data = new Promise<string>((done) => setTimeout(() => done('Late data'), 20))
    const response = await appRendering(data).request('/', { headers: { 'user-agent': CRAWLER } }, env)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html).toContain('<p>Late data</p>')
    expect(html).not.toContain('Loading…')
  })

  it('ships no JavaScript for a page without islands', async () => {
    const html = await (await appRendering(Promise.resolve('Data')).request('/', { headers: { 'user-agent': CRAWLER } }, env)).text()
    expect(html).not.toContain('<script')
    expect(html).not.toContain('island-root')
  })
})
