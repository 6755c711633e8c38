import { TextContentButton } from '../richtext/bloks/TextContentButton'
import { TextContentCard } from '../richtext/bloks/TextContentCard'
import { TextContentEmbed } from '../richtext/bloks/TextContentEmbed'
import { TextContentQuote } from '../richtext/bloks/TextContentQuote'
import { TextContentTable } from '../richtext/bloks/TextContentTable'
import { AuthorTemplate } from './AuthorTemplate'
import { BlogArticleTemplate } from './BlogArticleTemplate'
import { CaseStudyTemplate } from './CaseStudyTemplate'
import { ContactFormBlok } from './ContactFormBlok'
import { CtaBoxBlok } from './CtaBoxBlok'
import { FaqItemBlok } from './FaqItemBlok'
import { GlossaryEntryTemplate } from './GlossaryEntryTemplate'
import { HomeOrPageTemplate } from './HomeOrPageTemplate'
import { PricingPlanBlok } from './PricingPlanBlok'
import { PressArticleTemplate } from './PressArticleTemplate'
import { ReportTemplate } from './ReportTemplate'
import { RichTextBlok } from './RichTextBlok'
import { SectionHeadBlok } from './SectionHeadBlok'
import { SettingsTemplate } from './SettingsTemplate'
import { TechArticleTemplate } from './TechArticleTemplate'
import { WebinarTemplate } from './WebinarTemplate'
import type { BlokViews } from '../bloks/BlokViews'

/**
 * The one blok registry: the view of every component of the content model, which the render
 * roots provide (BlokViewsContext). A component the model gains, or a blok an allow list gains,
 * fails typecheck until it has its entry here; which bloks fit where is the model's allow lists'.
 */
export const BLOK_REGISTRY: BlokViews = {
  // Content types: their pages.
  page: HomeOrPageTemplate,
  blog_post: BlogArticleTemplate,
  case_study: CaseStudyTemplate,
  glossary_entry: GlossaryEntryTemplate,
  press_item: PressArticleTemplate,
  press_post: PressArticleTemplate,
  report: ReportTemplate,
  tech_article: TechArticleTemplate,
  webinar: WebinarTemplate,
  // Only the editor preview shows these two stories as pages.
  author: AuthorTemplate,
  settings: SettingsTemplate,
  // No page of their own: cards in their lists.
  press_clipping: null,
  job_opening: null,
  // A page's body.
  section_head: SectionHeadBlok,
  rich_text: RichTextBlok,
  cta_box: CtaBoxBlok,
  contact_form: ContactFormBlok,
  faq_item: FaqItemBlok,
  pricing_plan: PricingPlanBlok,
  // Rich text's bloks.
  TextContentButton,
  TextContentCard,
  TextContentEmbed,
  TextContentQuote,
  TextContentTable,
  // Shown by their parents: a CTA box its buttons, the shell its links, columns and start modals, the report popup its form.
  button: null,
  link: null,
  'link-list': null,
  footer_column: null,
  start_modal: null,
  report_form: null,
}
