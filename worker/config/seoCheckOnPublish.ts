/**
 * SEO_CHECK_ON_PUBLISH: `true` checks each published story's page in the background (worker/seo/:
 * the page and every page it links, read through the cached entry point); anything else does not.
 * The workerd tests turn it off: their publishes must not render pages behind their backs.
 */
export function seoCheckOnPublish(env: Env): boolean {
  return env.SEO_CHECK_ON_PUBLISH === 'true'
}
