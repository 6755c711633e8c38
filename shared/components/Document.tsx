import type { ReactNode } from 'react'
import { ANALYTICS_META_NAME, type AnalyticsSettings } from '../pages/AnalyticsConfig'
import type { PageHead, SocialMeta } from '../seo/PageHead'
import { brandedTitle } from '../seo/brandedTitle'
import { serializeJsonLd } from '../seo/serializeJsonLd'
import { textDirection } from '../i18n/textDirection'

interface DocumentProps {
  lang: string
  head: PageHead
  /** The company's name, which ends the tab's title where it fits (brandedTitle); link previews name it as `og:site_name`. */
  brand: string
  buildId: string
  stylesheet: string
  /** Rendered as data for the consented analytics loader; absent when analytics is off. */
  analytics: AnalyticsSettings | null
  children: ReactNode
}

function SocialTags({ head, social }: { head: PageHead; social: SocialMeta }) {
  const { image } = social
  return (
    <>
      <meta property="og:type" content={social.type} />
      <meta property="og:site_name" content={social.siteName} />
      <meta property="og:title" content={head.title} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
      <meta property="og:locale" content={social.locale} />
      {social.alternateLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      {image ? (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          {image.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
        </>
      ) : null}
      {social.publishedTime ? <meta property="article:published_time" content={social.publishedTime} /> : null}
      {social.modifiedTime ? <meta property="article:modified_time" content={social.modifiedTime} /> : null}
      {/* X reads the title, description and image from the og: tags above; only the card and the image's alt are its own. */}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {image?.alt ? <meta name="twitter:image:alt" content={image.alt} /> : null}
    </>
  )
}

export function Document({ lang, head, brand, buildId, stylesheet, analytics, children }: DocumentProps) {
  return (
    <html lang={lang} dir={textDirection(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{brandedTitle(head.title, brand)}</title>
        <meta name="description" content={head.description} />
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        {head.alternates?.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {head.previous ? <link rel="prev" href={head.previous} /> : null}
        {head.next ? <link rel="next" href={head.next} /> : null}
        {head.markdown ? <link rel="alternate" type="text/markdown" href={head.markdown} /> : null}
        {head.feeds?.map((feed) => (
          <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
        ))}
        {head.social ? <SocialTags head={head} social={head.social} /> : null}
        <meta name="build-id" content={buildId} />
        {analytics ? <meta name={ANALYTICS_META_NAME} content={JSON.stringify(analytics)} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
        {head.jsonLd?.map((item, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  )
}
