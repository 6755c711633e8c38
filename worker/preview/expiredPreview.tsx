import type { Context } from 'hono'
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages'
import { messagesFor } from '../../shared/i18n/messages/catalogue'
import type { AppEnv } from '../config/AppEnv'
import type { ContentContext } from '../content/ContentContext'
import { settingsOrNull } from '../content/settingsOrNull'
import { renderErrorPage } from '../render/renderErrorPage'

/** Storyblok's editor cannot use a preview address whose signature has expired: 403, as for any refused signature. */
const EXPIRED_STATUS = 403

/** When the editor signed the address (`_storyblok_tk[timestamp]`), as `2026-11-29 12:00`. */
function signedAt(url: URL): string {
  const seconds = Number(url.searchParams.get('_storyblok_tk[timestamp]'))
  return new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')
}

/**
 * The answer to the visual editor's frame when the address's signature has expired (Storyblok
 * signs for an hour, and reloads the frame after Save with the address it signed when the story
 * was opened): a page the editor may frame, in the shell of the page's language with its
 * published settings, saying what happened and how to get a new address. It shows no draft, and
 * no one keeps it.
 */
export async function expiredPreview(c: Context<AppEnv>, ctx: ContentContext, url: URL, pageLanguage: string | undefined): Promise<Response> {
  c.set('editorPreview', true)
  const language = pageLanguage ?? DEFAULT_LANGUAGE
  const settings = await settingsOrNull(ctx, language)
  const text = messagesFor(settings ? language : DEFAULT_LANGUAGE).editor.previewExpired
  return renderErrorPage(c, {
    status: EXPIRED_STATUS,
    message: () => text.signedAt(signedAt(url)),
    language,
    settings,
    draft: true,
    heading: { title: text.title, lead: text.lead },
  })
}
