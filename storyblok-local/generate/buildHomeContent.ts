import type { Blok, StoryRecord } from '../space/DemoData'
import { appStoreUrls } from './appStoreUrls'
import { button } from './button'
import type { SettingsCopy } from './copy/SettingsCopy'
import { richText } from './richText'
import type { SpaceBuilder } from './SpaceBuilder'

export interface HomeTargets {
  forShippers: StoryRecord
  forCarriers: StoryRecord
  mobileApp: StoryRecord
}

/** The press list of a press-only language (ru, el), which its home leads to: its start page and introduction. */
export interface HomePress {
  list: StoryRecord
  intro: string
}

/** How the copy's home titles open: with the brand ('Freight Demo – the digital freight platform for Europe'). */
const BRAND_OPENING = /^Freight Demo\s*[–—-]\s*/u

/**
 * The home's title without the brand the copy opens it with: the tab's title ends with the brand
 * (brandedTitle), and the hero's introduction names it, so the page above the fold says it once.
 */
function homeTitle(copy: SettingsCopy): string {
  const title = copy.homeTitle.replace(BRAND_OPENING, '')
  return title.charAt(0).toLocaleUpperCase() + title.slice(1)
}

/** Content of a `{lang}/home` page: a big section head (no overline: the logo and the introduction name the brand), two CTA boxes, the app-store badges and, for a press-only language, its press. */
export function buildHomeContent(builder: SpaceBuilder, copy: SettingsCopy, targets: HomeTargets, press?: HomePress): Blok {
  return builder.blok('page', {
    title: homeTitle(copy),
    description: copy.homeDescription,
    body: [
      builder.blok('section_head', {
        overline: '',
        title: copy.homeHeading,
        title_is_big: true,
        richtext: richText.doc(richText.paragraph(copy.homeIntro)),
      }),
      builder.blok('cta_box', {
        title: copy.shipperTitle,
        text: copy.shipperText,
        links: [button(builder, copy.forShippers, builder.storyLink(targets.forShippers), 'orange', 'home-cta-shippers', 'arrow-right')],
        image: builder.asset('home-shippers', copy.shipperTitle),
      }),
      builder.blok('cta_box', {
        title: copy.carrierTitle,
        text: copy.carrierText,
        links: [button(builder, copy.forCarriers, builder.storyLink(targets.forCarriers), 'green', 'home-cta-carriers', 'arrow-right')],
        image: builder.asset('home-carriers', copy.carrierTitle),
      }),
      builder.blok('cta_box', {
        title: copy.getTheApp,
        text: copy.mobileApp,
        links: [
          button(builder, 'Google Play', builder.urlLink(appStoreUrls.googlePlay), 'google-play', 'home-google-play'),
          button(builder, 'App Store', builder.urlLink(appStoreUrls.appStore), 'app-store', 'home-app-store'),
          button(builder, copy.mobileApp, builder.storyLink(targets.mobileApp), 'transparent', 'home-mobile-app'),
        ],
        image: builder.asset('home-app', copy.getTheApp),
      }),
      ...(press
        ? [
            builder.blok('cta_box', {
              title: copy.press,
              text: press.intro,
              links: [button(builder, copy.press, builder.storyLink(press.list), 'transparent', 'home-press', 'arrow-right')],
              image: builder.asset('home-press', copy.press),
            }),
          ]
        : []),
    ],
  })
}
