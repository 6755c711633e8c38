import type { ReactNode } from 'react'

/** Everything a page's <head> says about it. */
export interface PageHead {
  title: string
  description: string
  /** Absolute URL of the canonical address; omitted on error pages. */
  canonical?: string
  robots?: string
}

interface DocumentProps {
  lang: string
  head: PageHead
  buildId: string
  stylesheet: string
  children: ReactNode
}

export function Document({ lang, head, buildId, stylesheet, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        <meta name="build-id" content={buildId} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>{children}</body>
    </html>
  )
}
