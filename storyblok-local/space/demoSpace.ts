/**
 * Identity of the local demo Storyblok space. `npm start`, the tests and the bench pass its
 * tokens to the worker as bindings; the worker itself never imports this file.
 */
export const demoSpace = {
  id: 100001,
  name: 'Freight Demo',
  domain: 'http://127.0.0.1:8787/',
  /** Storyblok's asset CDN (EU region): asset URLs in the content start with `${assetCdnOrigin}/f/${id}/`. */
  assetCdnOrigin: 'https://a.storyblok.com',
  /** Public token: `version=published` only. */
  publicToken: 'local-public-demo-token',
  /** Preview token: `version=draft` and `version=published`. */
  previewToken: 'local-preview-demo-token',
  /** Asset token: reads private assets (`cdn/assets/me`), such as gated reports' PDFs. */
  assetToken: 'local-asset-demo-token',
  /** Management API (`/v1`): stands for a personal access token of the space, sent in `Authorization`. */
  managementToken: 'local-management-demo-token',
  /** Signs the publish webhooks `npm start` points at the worker. */
  webhookSecret: 'local-demo-webhook-secret',
  defaultPort: 8788,
  siteLanguages: ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'et', 'lv', 'lt', 'ro'],
  pressLanguages: ['en', 'de', 'fr', 'ru', 'el'],
} as const
