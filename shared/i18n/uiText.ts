import type { ComboboxText } from './ComboboxText'
import { DEFAULT_LANGUAGE } from './languages'

/** The open positions' filters' words (their field labels are UiText's `department`, `location` and `employmentType`). */
export interface JobFiltersText {
  form: string
  /** The employment type select's first option: every type. */
  allTypes: string
  apply: string
  reset: string
  /** `{count}` stands for the number of openings shown. */
  count: { one: string; other: string }
  noMatch: string
  unsolicited: string
  combobox: ComboboxText
}

/** Every text the page templates write themselves (content texts come from Storyblok; section names from shared/sections). */
export interface UiText {
  home: string
  breadcrumbs: string
  readMore: string
  previous: string
  next: string
  pagination: string
  pageOf: (page: number, lastPage: number) => string
  previousArticle: string
  nextArticle: string
  moreArticles: string
  share: string
  linkCopied: string
  shareFailed: string
  contents: string
  noArticles: string
  noArticlesHint: string
  all: string
  categories: string
  sections: string
  category: string
  writtenBy: string
  related: string
  customer: string
  industry: string
  download: string
  gatedIntro: string
  webinarVideo: string
  watchVideo: string
  location: string
  employmentType: string
  department: string
  datePosted: string
  validThrough: string
  employmentTypes: { FULL_TIME: string; PART_TIME: string }
  noPositions: string
  jobFilters: JobFiltersText
  pressReleases: string
  readAt: (publication: string) => string
  featured: string
}

const EN: UiText = {
  home: 'Home',
  breadcrumbs: 'Breadcrumbs',
  readMore: 'Read more',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  pageOf: (page, lastPage) => `Page ${page} of ${lastPage}`,
  previousArticle: 'Previous article',
  nextArticle: 'Next article',
  moreArticles: 'More articles',
  share: 'Share',
  linkCopied: 'Link copied',
  shareFailed: 'The link could not be copied',
  contents: 'Contents',
  noArticles: 'No articles yet',
  noArticlesHint: 'New articles appear here as soon as they are published.',
  all: 'All',
  categories: 'Categories',
  sections: 'Sections',
  category: 'Category',
  writtenBy: 'Written by',
  related: 'Related articles',
  customer: 'Customer',
  industry: 'Industry',
  download: 'Download',
  gatedIntro: 'This report is free: tell us a little about yourself and download it at once.',
  webinarVideo: 'Webinar video',
  watchVideo: 'Watch the video',
  location: 'Location',
  employmentType: 'Employment type',
  department: 'Department',
  datePosted: 'Posted',
  validThrough: 'Apply by',
  employmentTypes: { FULL_TIME: 'Full-time', PART_TIME: 'Part-time' },
  noPositions: 'No open positions right now',
  jobFilters: {
    form: 'Filter open positions',
    allTypes: 'All',
    apply: 'Show positions',
    reset: 'Reset filters',
    count: { one: '{count} open position', other: '{count} open positions' },
    noMatch: 'No open positions match these filters.',
    unsolicited: 'Send us an unsolicited application',
    combobox: { emptyText: 'List is empty.', noMatchText: 'No elements found. Consider changing the search query.', remove: 'Remove {label}', showOptions: 'Show options', chosen: 'Chosen' },
  },
  pressReleases: 'Press releases',
  readAt: (publication) => `Read at ${publication}`,
  featured: 'Featured',
}

const DE: UiText = {
  home: 'Startseite',
  breadcrumbs: 'Brotkrumennavigation',
  readMore: 'Weiterlesen',
  previous: 'Zurück',
  next: 'Weiter',
  pagination: 'Seitennavigation',
  pageOf: (page, lastPage) => `Seite ${page} von ${lastPage}`,
  previousArticle: 'Vorheriger Artikel',
  nextArticle: 'Nächster Artikel',
  moreArticles: 'Weitere Artikel',
  share: 'Teilen',
  linkCopied: 'Link kopiert',
  shareFailed: 'Der Link konnte nicht kopiert werden',
  contents: 'Inhalt',
  noArticles: 'Noch keine Artikel',
  noArticlesHint: 'Neue Artikel erscheinen hier, sobald sie veröffentlicht sind.',
  all: 'Alle',
  categories: 'Kategorien',
  sections: 'Bereiche',
  category: 'Kategorie',
  writtenBy: 'Geschrieben von',
  related: 'Ähnliche Artikel',
  customer: 'Kunde',
  industry: 'Branche',
  download: 'Herunterladen',
  gatedIntro: 'Dieser Bericht ist kostenlos: Erzählen Sie uns kurz, wer Sie sind, und laden Sie ihn sofort herunter.',
  webinarVideo: 'Webinar-Video',
  watchVideo: 'Video ansehen',
  location: 'Standort',
  employmentType: 'Anstellungsart',
  department: 'Abteilung',
  datePosted: 'Veröffentlicht',
  validThrough: 'Bewerbung bis',
  employmentTypes: { FULL_TIME: 'Vollzeit', PART_TIME: 'Teilzeit' },
  noPositions: 'Derzeit keine offenen Stellen',
  jobFilters: {
    form: 'Offene Stellen filtern',
    allTypes: 'Alle',
    apply: 'Stellen anzeigen',
    reset: 'Filter zurücksetzen',
    count: { one: '{count} offene Stelle', other: '{count} offene Stellen' },
    noMatch: 'Keine offene Stelle passt zu diesen Filtern.',
    unsolicited: 'Senden Sie uns eine Initiativbewerbung',
    combobox: { emptyText: 'Die Liste ist leer.', noMatchText: 'Keine Elemente gefunden. Ändern Sie gegebenenfalls die Suchanfrage.', remove: '{label} entfernen', showOptions: 'Optionen anzeigen', chosen: 'Ausgewählt' },
  },
  pressReleases: 'Pressemitteilungen',
  readAt: (publication) => `Lesen bei ${publication}`,
  featured: 'Empfohlen',
}

const FR: UiText = {
  home: 'Accueil',
  breadcrumbs: "Fil d'Ariane",
  readMore: 'Lire la suite',
  previous: 'Précédent',
  next: 'Suivant',
  pagination: 'Pagination',
  pageOf: (page, lastPage) => `Page ${page} sur ${lastPage}`,
  previousArticle: 'Article précédent',
  nextArticle: 'Article suivant',
  moreArticles: "Plus d'articles",
  share: 'Partager',
  linkCopied: 'Lien copié',
  shareFailed: "Le lien n'a pas pu être copié",
  contents: 'Sommaire',
  noArticles: "Pas encore d'articles",
  noArticlesHint: 'Les nouveaux articles apparaissent ici dès leur publication.',
  all: 'Tous',
  categories: 'Catégories',
  sections: 'Rubriques',
  category: 'Catégorie',
  writtenBy: 'Écrit par',
  related: 'Articles similaires',
  customer: 'Client',
  industry: 'Secteur',
  download: 'Télécharger',
  gatedIntro: 'Ce rapport est gratuit : présentez-vous en quelques mots et téléchargez-le aussitôt.',
  webinarVideo: 'Vidéo du webinaire',
  watchVideo: 'Regarder la vidéo',
  location: 'Lieu',
  employmentType: 'Type de contrat',
  department: 'Service',
  datePosted: 'Publiée le',
  validThrough: "Candidature jusqu'au",
  employmentTypes: { FULL_TIME: 'Temps plein', PART_TIME: 'Temps partiel' },
  noPositions: 'Aucun poste ouvert pour le moment',
  jobFilters: {
    form: 'Filtrer les postes ouverts',
    allTypes: 'Tous',
    apply: 'Afficher les postes',
    reset: 'Réinitialiser les filtres',
    count: { one: '{count} poste ouvert', other: '{count} postes ouverts' },
    noMatch: 'Aucun poste ouvert ne correspond à ces filtres.',
    unsolicited: 'Envoyez-nous une candidature spontanée',
    combobox: { emptyText: 'La liste est vide.', noMatchText: 'Aucun élément trouvé. Essayez de modifier la recherche.', remove: 'Retirer {label}', showOptions: 'Afficher les options', chosen: 'Sélection' },
  },
  pressReleases: 'Communiqués de presse',
  readAt: (publication) => `Lire sur ${publication}`,
  featured: 'À la une',
}

const TEXTS: Readonly<Record<string, UiText>> = { en: EN, de: DE, fr: FR }

/** The templates' texts in a language; languages without a translation read English. */
export function uiText(language: string): UiText {
  return Object.hasOwn(TEXTS, language) ? (TEXTS[language] as UiText) : (TEXTS[DEFAULT_LANGUAGE] as UiText)
}
