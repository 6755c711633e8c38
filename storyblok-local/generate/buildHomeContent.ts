import type { Blok, StoryRecord } from '../DemoData'
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

/** Content of a `{lang}/home` page: a big section head, two CTA boxes, the app-store badges and, for a press-only language, its press. */
export function buildHomeContent(builder: SpaceBuilder, copy: SettingsCopy, targets: HomeTargets, press?: HomePress): Blok {
  return builder.blok('page', {
    title: copy.homeTitle,
    description: copy.homeDescription,
    body: [
      builder.blok('section_head', {
        overline: 'Freight Demo',
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
