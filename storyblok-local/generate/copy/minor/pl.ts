import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Polish company pages. */
export const plPages: MinorPagesCopy = {
  pagesList: { title: 'Strony', description: 'Wszystkie strony serwisu Freight Demo, od naszych cen po informacje prawne.' },
  about: {
    title: 'O nas',
    description: 'Kim jesteśmy: zespół, który stoi za cyfrową platformą transportu drogowego dla całej Europy.',
    heading: 'Upraszczamy transport drogowy',
    text: 'Freight Demo powstało w 2016 roku. Dziś zatrudniamy 400 osób w ośmiu biurach i współpracujemy z ponad 50 000 przewoźników.',
    paragraphs: [
      'Nadawcy publikują swoje ładunki, a nasza platforma dobiera do nich sprawdzonych przewoźników jeżdżących na właściwej trasie. Cenę widać od razu, a każdą przesyłkę można śledzić na żywo aż do doręczenia.',
      'Nasz zespół w Berlinie obsługuje klientów z całej Europy w dwunastu językach. Liczy się dla nas jedno: towar, który dociera na czas, i mniej pustych kilometrów po drodze.',
    ],
  },
  forShippers: {
    title: 'Dla nadawców',
    description: 'Zamawiaj niezawodny transport drogowy w całej Europie po przejrzystych cenach.',
    heading: 'Przestrzeń ładunkowa, na której możesz polegać',
    text: 'Dodaj ładunek, otrzymaj cenę w kilka sekund i śledź przesyłkę na żywo aż do doręczenia.',
    paragraphs: [
      'Całopojazdowe, drobnicowe czy chłodnicze: opisz przesyłkę raz, a odpowiedzą sprawdzeni przewoźnicy z Twojej trasy. Cenę znasz, zanim zarezerwujesz.',
      'Wszystkie dokumenty, od listu przewozowego po potwierdzenie dostawy, są zapisane przy przesyłce. Nasz zespół operacyjny pomaga w dzień i w nocy.',
    ],
  },
  forCarriers: {
    title: 'Dla przewoźników',
    description: 'Znajduj ładunki na swoich trasach i otrzymuj zapłatę w ciągu kilku dni.',
    heading: 'Więcej ładunków, mniej pustych przebiegów',
    text: 'W naszej aplikacji znajdziesz pasujące ładunki, prześlesz dokumenty i szybko otrzymasz zapłatę.',
    paragraphs: [
      'Podaj swoje trasy i pojazdy, a pokażemy Ci pasujące ładunki, także na drogę powrotną. Ładunek przyjmujesz w aplikacji jednym dotknięciem.',
      'Podpisane potwierdzenie dostawy prześlesz prosto z kabiny, a Twoja faktura zostanie opłacona w ciągu kilku dni, bez upominania się o płatność.',
    ],
  },
  contact: {
    title: 'Kontakt',
    description: 'Skontaktuj się z naszym zespołem: telefon, e-mail i adres.',
    heading: 'Chętnie pomożemy',
    text: 'Nasz zespół operacyjny jest dostępny całą dobę i odpowiada w dwunastu językach: zadzwoń pod numer {phone} lub napisz na {email}.',
    sections: [
      {
        heading: 'Nadawcy i przewoźnicy',
        paragraphs: [
          'Pytania o przesyłkę, ładunek lub fakturę? Zadzwoń do naszego zespołu operacyjnego pod numer {phone}, w dzień i w nocy, lub napisz na {email}.',
        ],
      },
      { heading: 'Prasa', paragraphs: ['Dziennikarze mogą kontaktować się z naszym biurem prasowym pod adresem {pressEmail}.'] },
      {
        heading: 'Praca i aplikacje',
        paragraphs: [
          'Jak aplikować, co i dokąd wysłać, opisujemy na naszej stronie kariery (po angielsku). Nasz zespół rekrutacyjny odpowiada na pytania pod numerem {jobsPhone}, od poniedziałku do piątku w godzinach 9:00–17:00 (CET), lub pod adresem {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Napisz lub zadzwoń',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Niemcy. Telefon {phone}.',
    careersLink: 'Jak aplikować',
  },
  privacy: {
    title: 'Polityka prywatności',
    description: 'Jak Freight Demo GmbH przetwarza Twoje dane osobowe i jakie masz prawa.',
    heading: 'Polityka prywatności',
    text: 'Przetwarzamy dane osobowe wyłącznie w celu świadczenia naszych usług i zgodnie z ogólnym rozporządzeniem o ochronie danych (RODO).',
    sections: [
      {
        heading: 'Kto odpowiada za dane',
        paragraphs: [
          'Administratorem danych osobowych przetwarzanych na tej stronie jest Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Niemcy. Z naszym inspektorem ochrony danych skontaktujesz się pod adresem {privacyEmail}.',
        ],
      },
      {
        heading: 'Odwiedziny na tej stronie',
        paragraphs: [
          'Aby dostarczyć żądane strony i zapewnić bezpieczeństwo serwisu, nasze serwery przetwarzają Twój adres IP, adres strony i czas żądania (art. 6 ust. 1 lit. f RODO). Te logi usuwamy po 30 dniach.',
        ],
      },
      {
        heading: 'Pliki cookie i analityka',
        paragraphs: [
          'Niezbędne pliki cookie zapisują Twój język i Twoje wybory dotyczące plików cookie. Statystyki korzystania ze strony zbieramy tylko wtedy, gdy na to pozwolisz (art. 6 ust. 1 lit. a RODO). Swój wybór możesz zmienić w każdej chwili za pomocą linku „Ustawienia plików cookie” na dole każdej strony.',
        ],
      },
      {
        heading: 'Raporty i aplikacje',
        paragraphs: [
          'Gdy zamawiasz raport, zapisujemy podane dane, aby go przesłać, oraz – jeśli się zgodzisz – aby skontaktować się z Tobą w jego sprawie. Aplikacje wykorzystujemy wyłącznie w procesie rekrutacji i usuwamy sześć miesięcy po jego zakończeniu, chyba że zgodzisz się na dłuższy okres.',
        ],
      },
      {
        heading: 'Twoje prawa',
        paragraphs: ['Masz prawo:'],
        items: [
          'uzyskać dostęp do danych, które o Tobie przechowujemy',
          'żądać ich sprostowania lub usunięcia',
          'ograniczyć ich przetwarzanie lub wnieść sprzeciw',
          'otrzymać je w formacie umożliwiającym przeniesienie',
          'w każdej chwili wycofać zgodę ze skutkiem na przyszłość',
          'wnieść skargę do organu nadzorczego ds. ochrony danych',
        ],
      },
      { heading: 'Kontakt', paragraphs: ['Aby skorzystać ze swoich praw lub zapytać o swoje dane, napisz na {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Nota prawna',
    description: 'Informacje prawne o Freight Demo GmbH: spółka, wpis do rejestru i dane kontaktowe.',
    heading: 'Nota prawna',
    text: 'Informacje zgodnie z § 5 niemieckiej ustawy o usługach cyfrowych (DDG).',
    sections: [
      { heading: 'Spółka', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Niemcy'] },
      { heading: 'Zarząd', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Kontakt', paragraphs: ['Telefon {phone}, e-mail {email}'] },
      { heading: 'Wpis do rejestru', paragraphs: ['Rejestr handlowy Sądu Rejonowego (Amtsgericht) Berlin-Charlottenburg, HRB 123456 B'] },
      { heading: 'Numer identyfikacji podatkowej VAT', paragraphs: ['DE123456789 (§ 27a niemieckiej ustawy o podatku od towarów i usług)'] },
    ],
  },
}
