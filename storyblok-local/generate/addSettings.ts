import type { StoryRecord } from '../DemoData'
import { appStoreUrls } from './appStoreUrls'
import { button } from './button'
import type { SettingsCopy } from './copy/SettingsCopy'
import type { SitePages } from './addPages'
import { navLink } from './navLink'
import { richText } from './richText'
import type { Multilink, SpaceBuilder } from './SpaceBuilder'

/** The pages the settings link to: `home` in the settings' own language, the rest where they exist (English for the languages without them). */
export type SettingsTargets = Pick<
  SitePages,
  'about' | 'sustainability' | 'contact' | 'privacy' | 'imprint' | 'forShippers' | 'forCarriers' | 'pricing' | 'mobileApp' | 'partners' | 'sections'
> & {
  home: StoryRecord
}

const modalLink = (name: 'modal-signup' | 'modal-login'): Multilink => ({ id: '', url: name, linktype: 'url', fieldtype: 'multilink', cached_url: name })

/** The `{lang}/_settings` story (component `settings`) with exactly the fields of the site settings entry. */
export function addSettings(builder: SpaceBuilder, lang: string, copy: SettingsCopy, targets: SettingsTargets, publishedAt: string): StoryRecord {
  const { sections } = targets
  const link = (title: string, target: StoryRecord, tracking: string) => navLink(builder, title, builder.storyLink(target), tracking)
  const solutions = [
    link(copy.forShippers, targets.forShippers, 'nav-for-shippers'),
    link(copy.forCarriers, targets.forCarriers, 'nav-for-carriers'),
    link(copy.pricing, targets.pricing, 'nav-pricing'),
    navLink(builder, copy.mobileApp, builder.storyLink(targets.mobileApp), 'nav-mobile-app', {
      icon: 'custom',
      customIcon: builder.asset('icon-smartphone', copy.mobileApp, '24x24', 'svg'),
      iconIsBefore: true,
    }),
  ]
  const resources = [
    link(copy.blog, sections.blog, 'nav-blog'),
    link(copy.caseStudies, sections.case, 'nav-case-studies'),
    link(copy.glossary, sections.glossary, 'nav-glossary'),
    link(copy.reports, sections.reports, 'nav-reports'),
    link(copy.webinars, sections.webinars, 'nav-webinars'),
    link(copy.techBlog, sections.tech, 'nav-tech'),
  ]
  const company = [
    link(copy.about, targets.about, 'nav-about'),
    link(copy.sustainability, targets.sustainability, 'nav-sustainability'),
    link(copy.press, sections.press, 'nav-press'),
    link(copy.openPositions, sections.openPositions, 'nav-open-positions'),
    link(copy.contact, targets.contact, 'nav-contact'),
  ]
  const startModal = (overline: string, title: string, text: string, action: string, url: string) =>
    builder.blok('start_modal', {
      head: [builder.blok('section_head', { overline, title, title_is_big: false, richtext: richText.doc(richText.paragraph(text)) })],
      items: [
        builder.blok('cta_box', {
          title: copy.shipperTitle,
          text: copy.shipperText,
          links: [button(builder, action, builder.urlLink(`${url}?role=shipper`), 'orange', `${action}-shipper`, 'arrow-right')],
          image: builder.asset('modal-shipper', copy.shipperTitle, '600x400'),
        }),
        builder.blok('cta_box', {
          title: copy.carrierTitle,
          text: copy.carrierText,
          links: [button(builder, action, builder.urlLink(`${url}?role=carrier`), 'green', `${action}-carrier`, 'arrow-right')],
          image: builder.asset('modal-carrier', copy.carrierTitle, '600x400'),
        }),
      ],
    })
  return builder.story({
    fullSlug: `${lang}/_settings`,
    name: 'Settings',
    groupKey: 'settings',
    publishedAt,
    content: builder.blok('settings', {
      header_image: builder.asset('freight-demo-logo', 'Freight Demo', '126x32', 'svg'),
      organization_logo: builder.asset('freight-demo-logo-square', 'Freight Demo', '512x512', 'png'),
      share_image: builder.asset('freight-demo-share', 'Freight Demo', '1200x630'),
      header_items: [
        builder.blok('link-list', { title: copy.solutions, links: solutions }),
        builder.blok('link-list', { title: copy.resources, links: resources }),
        builder.blok('link-list', { title: copy.company, links: company }),
        navLink(builder, copy.partners, builder.storyLink(targets.partners), 'nav-partners', { icon: 'handshake', iconIsBefore: true }),
      ],
      header_ctas: [
        button(builder, copy.signUp, modalLink('modal-signup'), 'orange', 'header-signup'),
        button(builder, copy.logIn, modalLink('modal-login'), 'transparent', 'header-login', 'user'),
      ],
      header_modal_start_signup: [startModal(copy.signupOverline, copy.signupTitle, copy.signupText, copy.signUp, 'https://app.example.com/signup')],
      header_modal_start_login: [startModal(copy.loginOverline, copy.loginTitle, copy.loginText, copy.logIn, 'https://app.example.com/login')],
      footer_image: builder.asset('footer-trucks', 'Freight Demo', '1600x400'),
      footer_items: [
        builder.blok('footer_column', { title: copy.solutions, links: solutions.map((item) => ({ ...item, _uid: builder.uuid() })) }),
        builder.blok('footer_column', { title: copy.resources, links: resources.map((item) => ({ ...item, _uid: builder.uuid() })) }),
        builder.blok('footer_column', {
          title: copy.company,
          links: [...company.slice(0, 4).map((item) => ({ ...item, _uid: builder.uuid() })), link(copy.contact, targets.contact, 'footer-contact')],
        }),
        builder.blok('footer_column', {
          title: copy.getTheApp,
          links: [
            navLink(builder, 'Google Play', builder.urlLink(appStoreUrls.googlePlay), 'footer-google-play', { style: 'google-play' }),
            navLink(builder, 'App Store', builder.urlLink(appStoreUrls.appStore), 'footer-app-store', { style: 'app-store' }),
          ],
        }),
      ],
      footer_copyright: copy.copyright,
      footer_bottom_links: [
        navLink(builder, copy.cookieSettings, builder.urlLink('#cookie-settings', false), 'footer-cookie-settings'),
        link(copy.privacy, targets.privacy, 'footer-privacy'),
        link(copy.imprint, targets.imprint, 'footer-imprint'),
      ],
      topnotification_enabled: true,
      topnotification_theme: lang === 'de' ? 'blue' : 'orange',
      topnotification_richtext: richText.doc(richText.paragraph(copy.bannerText)),
      topnotification_links: [link(copy.bannerLink, targets.forShippers, 'banner-book-full-truckload')],
      jobs_unsolicited_link: builder.storyLink(targets.contact),
      error_title: copy.errorTitle,
      error_text: copy.errorText,
      error_cta: [
        button(builder, copy.backToHome, builder.storyLink(targets.home), 'orange', 'error-home', 'home'),
        button(builder, copy.contact, builder.storyLink(targets.contact), 'gray-light', 'error-contact'),
      ],
      // The form's words come from the message catalogue; an editor's text in this blok would replace one.
      report_form: [builder.blok('report_form', { privacy_link: builder.storyLink(targets.privacy) })],
    }),
  })
}
