import type { StoryRecord } from '../space/DemoData'
import { appStoreUrls } from './appStoreUrls'
import { button } from './button'
import { CONTACT_FORM_ANCHOR } from './commercialPages'
import { companyContact } from './companyContact'
import type { SettingsCopy } from './copy/SettingsCopy'
import type { SitePages } from './addPages'
import { navLink } from './navLink'
import { richText } from './richText'
import type { AssetField, Multilink, SpaceBuilder } from './SpaceBuilder'

/** The pages the settings link to: `home` in the settings' own language, the rest where they exist (English for the languages without them). */
export type SettingsTargets = Pick<
  SitePages,
  'about' | 'sustainability' | 'contact' | 'privacy' | 'imprint' | 'careers' | 'forShippers' | 'forCarriers' | 'pricing' | 'mobileApp' | 'partners' | 'sections'
> & {
  home: StoryRecord
}

const modalLink = (name: 'modal-signup' | 'modal-login'): Multilink => ({ id: '', url: name, linktype: 'url', fieldtype: 'multilink', cached_url: name })

type Link = ReturnType<typeof navLink>

/** The header's three link groups (the footer repeats them), in the order their bloks are made. */
function navigationGroups(builder: SpaceBuilder, copy: SettingsCopy, targets: SettingsTargets) {
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
    link(copy.openPositions, sections['open-positions'], 'nav-open-positions'),
    link(copy.contact, targets.contact, 'nav-contact'),
  ]
  return { link, solutions, resources, company }
}

/** A start modal (sign-up or log-in): its head and one card per role, each leading to the app with the role. */
function startModal(builder: SpaceBuilder, copy: SettingsCopy, head: { overline: string; title: string; text: string }, action: string, url: string) {
  return builder.blok('start_modal', {
    head: [
      builder.blok('section_head', { overline: head.overline, title: head.title, title_is_big: false, richtext: richText.doc(richText.paragraph(head.text)) }),
    ],
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
}

/** The footer's columns: the header's groups again (each link with a uid of its own), the legal pages, and the app stores. */
function footerColumns(builder: SpaceBuilder, copy: SettingsCopy, targets: SettingsTargets, groups: ReturnType<typeof navigationGroups>) {
  const again = (links: Link[]) => links.map((item) => ({ ...item, _uid: builder.uuid() }))
  return [
    builder.blok('footer_column', { title: copy.solutions, links: again(groups.solutions) }),
    builder.blok('footer_column', { title: copy.resources, links: again(groups.resources) }),
    builder.blok('footer_column', {
      title: copy.company,
      links: [...again(groups.company.slice(0, 4)), groups.link(copy.contact, targets.contact, 'footer-contact')],
    }),
    // Legal pages belong here, one click from every page: a bottom link opens the cookie settings instead.
    builder.blok('footer_column', {
      title: copy.legal,
      links: [groups.link(copy.privacy, targets.privacy, 'footer-privacy'), groups.link(copy.imprint, targets.imprint, 'footer-imprint')],
    }),
    builder.blok('footer_column', {
      title: copy.getTheApp,
      links: [
        navLink(builder, 'Google Play', builder.urlLink(appStoreUrls.googlePlay), 'footer-google-play', { style: 'google-play' }),
        navLink(builder, 'App Store', builder.urlLink(appStoreUrls.appStore), 'footer-app-store', { style: 'app-store' }),
      ],
    }),
  ]
}

type BrandAsset = Parameters<SpaceBuilder['asset']>

/** Per space: the brand's files in its asset library, by name, as the first language's settings picked them. */
const brandFiles = new WeakMap<SpaceBuilder, Map<string, AssetField>>()

/**
 * One of the brand's files (logo, square logo, share picture, footer picture): the asset library
 * holds it once, and every language's settings pick that one, so the logo and the pictures look
 * the same in every language (a placeholder's colours come from its file's hash). Each call still
 * draws an asset of its own, so the ids and uuids of everything made after it stay as they were.
 */
function brandAsset(builder: SpaceBuilder, ...[name, ...rest]: BrandAsset): AssetField {
  const drawn = builder.asset(name, ...rest)
  const files = brandFiles.get(builder) ?? new Map<string, AssetField>()
  brandFiles.set(builder, files)
  const file = files.get(name) ?? drawn
  files.set(name, file)
  return file
}

/** The `{lang}/_settings` story (component `settings`) with exactly the fields of the site settings entry. */
export function addSettings(builder: SpaceBuilder, lang: string, copy: SettingsCopy, targets: SettingsTargets, publishedAt: string): StoryRecord {
  const groups = navigationGroups(builder, copy, targets)
  return builder.story({
    fullSlug: `${lang}/_settings`,
    name: 'Settings',
    groupKey: 'settings',
    publishedAt,
    content: builder.blok('settings', {
      header_image: brandAsset(builder, 'freight-demo-logo', 'Freight Demo', '126x32', 'svg'),
      organization_logo: brandAsset(builder, 'freight-demo-logo-square', 'Freight Demo', '512x512', 'png'),
      share_image: brandAsset(builder, 'freight-demo-share', 'Freight Demo', '1200x630'),
      header_items: [
        builder.blok('link-list', { title: copy.solutions, links: groups.solutions }),
        builder.blok('link-list', { title: copy.resources, links: groups.resources }),
        builder.blok('link-list', { title: copy.company, links: groups.company }),
        navLink(builder, copy.partners, builder.storyLink(targets.partners), 'nav-partners'),
      ],
      header_ctas: [
        button(builder, copy.signUp, modalLink('modal-signup'), 'orange', 'header-signup'),
        button(builder, copy.logIn, modalLink('modal-login'), 'transparent', 'header-login', 'user'),
      ],
      header_modal_start_signup: [
        startModal(
          builder,
          copy,
          { overline: copy.signupOverline, title: copy.signupTitle, text: copy.signupText },
          copy.signUp,
          'https://app.example.com/signup',
        ),
      ],
      header_modal_start_login: [
        startModal(builder, copy, { overline: copy.loginOverline, title: copy.loginTitle, text: copy.loginText }, copy.logIn, 'https://app.example.com/login'),
      ],
      footer_image: brandAsset(builder, 'footer-trucks', 'Freight Demo', '1600x400'),
      footer_items: footerColumns(builder, copy, targets, groups),
      footer_copyright: copy.copyright,
      footer_bottom_links: [navLink(builder, copy.cookieSettings, builder.urlLink('#cookie-settings', false), 'footer-cookie-settings')],
      topnotification_enabled: true,
      // One theme in every language: a visitor who switches language sees the same banner.
      topnotification_theme: 'orange',
      topnotification_richtext: richText.doc(richText.paragraph(copy.bannerText)),
      // "Book a full truckload" leads to where a visitor can: the contact form, which asks for a quote.
      topnotification_links: [navLink(builder, copy.bannerLink, builder.storyLink(targets.contact, CONTACT_FORM_ANCHOR), 'banner-book-full-truckload')],
      jobs_unsolicited_link: builder.storyLink(targets.careers),
      jobs_apply_link: builder.emailLink(companyContact.jobsEmail),
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
