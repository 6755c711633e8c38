import type { Asset } from '../../content/storyblok'
import { useIslandText } from '../../i18n/IslandTextContext'
import { languagePrefix } from '../../i18n/languages'
import { DECORATIVE_MARK, Image } from '../ui/Image'

/** The logo's width in the header; the fallback logo is square, LOGO_HEIGHT wide. */
export const LOGO_WIDTH = 126
export const LOGO_HEIGHT = 32
/** Shown when the settings have no logo (or no settings could be loaded). */
const FALLBACK_LOGO = '/favicon.svg'

/** The logo, linking to the home page of the current language. */
export function SiteLogo({ language, image, className }: { language: string; image?: Asset | null; className?: string }) {
  const alt = image?.alt?.trim()
  const text = useIslandText()
  return (
    <a className={['site-logo', className].filter(Boolean).join(' ')} href={languagePrefix(language) || '/'} aria-label={alt ? undefined : text.home}>
      {image?.filename ? (
        <Image src={image.filename} alt={alt ?? ''} width={LOGO_WIDTH} height={LOGO_HEIGHT} lazy={false} />
      ) : (
        <img src={FALLBACK_LOGO} alt="" {...DECORATIVE_MARK} width={LOGO_HEIGHT} height={LOGO_HEIGHT} />
      )}
    </a>
  )
}
