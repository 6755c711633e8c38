import type { Language } from '../i18n/languages'

/** How a story page names its previous and next story, and the links' navigation as a whole. */
export interface NeighbourText {
  previous: string
  next: string
  more: string
}

/**
 * What a story's neighbours are called, by what they are, in every language: one row per kind,
 * which a content type names in sections.ts (`neighbours`). The type check lists a language a row is missing.
 */
export const NEIGHBOUR_NAMES = {
  article: {
    en: { previous: 'Previous article', next: 'Next article', more: 'More articles' },
    de: { previous: 'Vorheriger Artikel', next: 'Nächster Artikel', more: 'Weitere Artikel' },
    fr: { previous: 'Article précédent', next: 'Article suivant', more: "Plus d'articles" },
    es: { previous: 'Artículo anterior', next: 'Artículo siguiente', more: 'Más artículos' },
    it: { previous: 'Articolo precedente', next: 'Articolo successivo', more: 'Altri articoli' },
    pt: { previous: 'Artigo anterior', next: 'Artigo seguinte', more: 'Mais artigos' },
    nl: { previous: 'Vorig artikel', next: 'Volgend artikel', more: 'Meer artikelen' },
    pl: { previous: 'Poprzedni artykuł', next: 'Następny artykuł', more: 'Więcej artykułów' },
    et: { previous: 'Eelmine artikkel', next: 'Järgmine artikkel', more: 'Veel artikleid' },
    lv: { previous: 'Iepriekšējais raksts', next: 'Nākamais raksts', more: 'Vairāk rakstu' },
    lt: { previous: 'Ankstesnis straipsnis', next: 'Kitas straipsnis', more: 'Daugiau straipsnių' },
    ro: { previous: 'Articolul anterior', next: 'Articolul următor', more: 'Mai multe articole' },
    ru: { previous: 'Предыдущая статья', next: 'Следующая статья', more: 'Другие статьи' },
    el: { previous: 'Προηγούμενο άρθρο', next: 'Επόμενο άρθρο', more: 'Περισσότερα άρθρα' },
  },
  caseStudy: {
    en: { previous: 'Previous case study', next: 'Next case study', more: 'More case studies' },
    de: { previous: 'Vorherige Fallstudie', next: 'Nächste Fallstudie', more: 'Weitere Fallstudien' },
    fr: { previous: 'Étude de cas précédente', next: 'Étude de cas suivante', more: "Plus d'études de cas" },
    es: { previous: 'Caso de éxito anterior', next: 'Caso de éxito siguiente', more: 'Más casos de éxito' },
    it: { previous: 'Caso di studio precedente', next: 'Caso di studio successivo', more: 'Altri casi di studio' },
    pt: { previous: 'Caso de estudo anterior', next: 'Caso de estudo seguinte', more: 'Mais casos de estudo' },
    nl: { previous: 'Vorig klantverhaal', next: 'Volgend klantverhaal', more: 'Meer klantverhalen' },
    pl: { previous: 'Poprzednie studium przypadku', next: 'Następne studium przypadku', more: 'Więcej studiów przypadków' },
    et: { previous: 'Eelmine juhtumiuuring', next: 'Järgmine juhtumiuuring', more: 'Veel juhtumiuuringuid' },
    lv: { previous: 'Iepriekšējā gadījuma izpēte', next: 'Nākamā gadījuma izpēte', more: 'Citas gadījumu izpētes' },
    lt: { previous: 'Ankstesnė atvejo analizė', next: 'Kita atvejo analizė', more: 'Daugiau atvejų analizių' },
    ro: { previous: 'Studiul de caz anterior', next: 'Studiul de caz următor', more: 'Mai multe studii de caz' },
    ru: { previous: 'Предыдущий кейс', next: 'Следующий кейс', more: 'Другие кейсы' },
    el: { previous: 'Προηγούμενη μελέτη περίπτωσης', next: 'Επόμενη μελέτη περίπτωσης', more: 'Περισσότερες μελέτες περίπτωσης' },
  },
  pressRelease: {
    en: { previous: 'Previous press release', next: 'Next press release', more: 'More press releases' },
    de: { previous: 'Vorherige Pressemitteilung', next: 'Nächste Pressemitteilung', more: 'Weitere Pressemitteilungen' },
    fr: { previous: 'Communiqué de presse précédent', next: 'Communiqué de presse suivant', more: 'Plus de communiqués de presse' },
    es: { previous: 'Nota de prensa anterior', next: 'Nota de prensa siguiente', more: 'Más notas de prensa' },
    it: { previous: 'Comunicato stampa precedente', next: 'Comunicato stampa successivo', more: 'Altri comunicati stampa' },
    pt: { previous: 'Comunicado de imprensa anterior', next: 'Comunicado de imprensa seguinte', more: 'Mais comunicados de imprensa' },
    nl: { previous: 'Vorig persbericht', next: 'Volgend persbericht', more: 'Meer persberichten' },
    pl: { previous: 'Poprzedni komunikat prasowy', next: 'Następny komunikat prasowy', more: 'Więcej komunikatów prasowych' },
    et: { previous: 'Eelmine pressiteade', next: 'Järgmine pressiteade', more: 'Veel pressiteateid' },
    lv: { previous: 'Iepriekšējā preses relīze', next: 'Nākamā preses relīze', more: 'Vairāk preses relīžu' },
    lt: { previous: 'Ankstesnis pranešimas spaudai', next: 'Kitas pranešimas spaudai', more: 'Daugiau pranešimų spaudai' },
    ro: { previous: 'Comunicatul de presă anterior', next: 'Comunicatul de presă următor', more: 'Mai multe comunicate de presă' },
    ru: { previous: 'Предыдущий пресс-релиз', next: 'Следующий пресс-релиз', more: 'Другие пресс-релизы' },
    el: { previous: 'Προηγούμενο δελτίο τύπου', next: 'Επόμενο δελτίο τύπου', more: 'Περισσότερα δελτία τύπου' },
  },
  report: {
    en: { previous: 'Previous report', next: 'Next report', more: 'More reports' },
    de: { previous: 'Vorheriger Bericht', next: 'Nächster Bericht', more: 'Weitere Berichte' },
    fr: { previous: 'Rapport précédent', next: 'Rapport suivant', more: 'Plus de rapports' },
    es: { previous: 'Informe anterior', next: 'Informe siguiente', more: 'Más informes' },
    it: { previous: 'Rapporto precedente', next: 'Rapporto successivo', more: 'Altri rapporti' },
    pt: { previous: 'Relatório anterior', next: 'Relatório seguinte', more: 'Mais relatórios' },
    nl: { previous: 'Vorig rapport', next: 'Volgend rapport', more: 'Meer rapporten' },
    pl: { previous: 'Poprzedni raport', next: 'Następny raport', more: 'Więcej raportów' },
    et: { previous: 'Eelmine aruanne', next: 'Järgmine aruanne', more: 'Veel aruandeid' },
    lv: { previous: 'Iepriekšējais pārskats', next: 'Nākamais pārskats', more: 'Vairāk pārskatu' },
    lt: { previous: 'Ankstesnė ataskaita', next: 'Kita ataskaita', more: 'Daugiau ataskaitų' },
    ro: { previous: 'Raportul anterior', next: 'Raportul următor', more: 'Mai multe rapoarte' },
    ru: { previous: 'Предыдущий отчёт', next: 'Следующий отчёт', more: 'Другие отчёты' },
    el: { previous: 'Προηγούμενη έκθεση', next: 'Επόμενη έκθεση', more: 'Περισσότερες εκθέσεις' },
  },
  webinar: {
    en: { previous: 'Previous webinar', next: 'Next webinar', more: 'More webinars' },
    de: { previous: 'Vorheriges Webinar', next: 'Nächstes Webinar', more: 'Weitere Webinare' },
    fr: { previous: 'Webinaire précédent', next: 'Webinaire suivant', more: 'Plus de webinaires' },
    es: { previous: 'Seminario web anterior', next: 'Seminario web siguiente', more: 'Más seminarios web' },
    it: { previous: 'Webinar precedente', next: 'Webinar successivo', more: 'Altri webinar' },
    pt: { previous: 'Webinar anterior', next: 'Webinar seguinte', more: 'Mais webinars' },
    nl: { previous: 'Vorig webinar', next: 'Volgend webinar', more: 'Meer webinars' },
    pl: { previous: 'Poprzedni webinar', next: 'Następny webinar', more: 'Więcej webinarów' },
    et: { previous: 'Eelmine veebiseminar', next: 'Järgmine veebiseminar', more: 'Veel veebiseminare' },
    lv: { previous: 'Iepriekšējais vebinārs', next: 'Nākamais vebinārs', more: 'Vairāk vebināru' },
    lt: { previous: 'Ankstesnis internetinis seminaras', next: 'Kitas internetinis seminaras', more: 'Daugiau internetinių seminarų' },
    ro: { previous: 'Webinarul anterior', next: 'Webinarul următor', more: 'Mai multe webinarii' },
    ru: { previous: 'Предыдущий вебинар', next: 'Следующий вебинар', more: 'Другие вебинары' },
    el: { previous: 'Προηγούμενο διαδικτυακό σεμινάριο', next: 'Επόμενο διαδικτυακό σεμινάριο', more: 'Περισσότερα διαδικτυακά σεμινάρια' },
  },
} as const satisfies Record<string, Record<Language, NeighbourText>>

/** What a content type's stories are called as each other's neighbours: a row above. */
export type NeighbourKind = keyof typeof NEIGHBOUR_NAMES
