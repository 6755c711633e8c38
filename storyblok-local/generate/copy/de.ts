import type { FullLanguageCopy } from './FullLanguageCopy'

const topics = [
  'Laderaumkapazität auf der Straße',
  'Kombinierter Verkehr',
  'Komplettladungen (FTL)',
  'Teilladungen (LTL)',
  'Zollabwicklung über Grenzen',
  'Dieselzuschläge',
  'Der Fahrermangel',
  'Digitale Frachtvermittlung',
  'Elektro-Lkw',
  'Lagerautomatisierung',
  'Die letzte Meile',
  'Kühlkettenlogistik',
  'Routenoptimierung',
  'CO₂-Reporting',
  'Spot- und Kontraktraten',
  'Frachtabrechnung',
  'Sendungsverfolgung in Echtzeit',
  'Palettentausch',
  'Gefahrgut (ADR)',
  'Schienengüterverkehr',
  'Kurzstreckenseeverkehr',
  'Planung der Hochsaison',
  'Mautgebühren in Europa',
  'Auslastung',
  'Leerfahrten',
  'Der digitale Frachtbrief (e-CMR)',
  'Resilienz der Lieferkette',
  'Nearshoring',
  'Onboarding von Frachtführern',
  'Zahlungsziele für Frachtführer',
  'Das EU-Mobilitätspaket',
  'Erneuerbarer Diesel (HVO)',
]

export const de: FullLanguageCopy = {
  settings: {
    solutions: 'Lösungen',
    forShippers: 'Für Verlader',
    forCarriers: 'Für Frachtführer',
    pricing: 'Preise',
    mobileApp: 'Mobile App',
    resources: 'Wissen',
    blog: 'Blog',
    caseStudies: 'Fallstudien',
    glossary: 'Glossar',
    reports: 'Studien',
    webinars: 'Webinare',
    techBlog: 'Tech-Blog',
    company: 'Unternehmen',
    about: 'Über uns',
    sustainability: 'Nachhaltigkeit',
    press: 'Presse',
    openPositions: 'Offene Stellen',
    contact: 'Kontakt',
    partners: 'Partner',
    signUp: 'Registrieren',
    logIn: 'Anmelden',
    getTheApp: 'App herunterladen',
    cookieSettings: 'Cookie-Einstellungen',
    privacy: 'Datenschutzerklärung',
    imprint: 'Impressum',
    legal: 'Rechtliches',
    copyright: '© {year} Freight Demo GmbH. Alle Rechte vorbehalten.',
    bannerText: 'Neu: Komplettladungen in ganz Europa in weniger als einer Minute buchen.',
    bannerLink: 'Komplettladung buchen',
    errorTitle: 'Diese Straße ist gesperrt',
    errorText: 'Die gesuchte Seite wurde verschoben oder hat nie existiert. Wir bringen Sie zurück auf die richtige Spur.',
    backToHome: 'Zur Startseite',
    signupOverline: 'Jetzt starten',
    signupTitle: 'Wie möchten Sie Freight Demo nutzen?',
    signupText: 'Erstellen Sie in zwei Minuten ein kostenloses Konto. Keine Kreditkarte erforderlich.',
    loginOverline: 'Willkommen zurück',
    loginTitle: 'Bei Freight Demo anmelden',
    loginText: 'Wählen Sie das Konto, das Sie nutzen möchten.',
    shipperTitle: 'Ich versende Waren',
    shipperText: 'Finden Sie zuverlässige Frachtführer, vergleichen Sie Preise und verfolgen Sie jede Ladung.',
    carrierTitle: 'Ich transportiere Waren',
    carrierText: 'Erhalten Sie Ladungen auf Ihren Routen, vermeiden Sie Leerfahrten und werden Sie schnell bezahlt.',
    homeTitle: 'Freight Demo – die digitale Frachtplattform für Europa',
    homeDescription: 'Straßentransporte in ganz Europa buchen: geprüfte Frachtführer, transparente Preise und Live-Tracking für jede Sendung.',
    homeHeading: 'Wir bewegen Europas Fracht – Lkw für Lkw',
    homeIntro: 'Freight Demo verbindet Verlader mit Tausenden geprüften Frachtführern in 30 Ländern.',
  },
  topics,
  topicsMidSentence: topics.map((topic) => topic.replace(/^(Der|Die|Das) /, (article) => article.toLowerCase())),
  blog: {
    titles: [
      (topic) => `${topic}: Was Verlader wissen müssen`,
      (topic) => `${topic} in fünf Minuten erklärt`,
      (topic) => `Praxisleitfaden: ${topic}`,
      (topic) => `${topic} 2025: Trends und Ausblick`,
    ],
    teasers: [
      (topic) => `${topic}: Was das für Kosten, Zuverlässigkeit und Planung auf europäischen Strecken bedeutet – und was Sie heute tun können.`,
      (topic) => `${topic}: Unsere Marktexperten beantworten die häufigsten Fragen.`,
      (topic) => `${topic}: Fakten, Zahlen und praktische Tipps für Transporteinkäufer und Frachtführer.`,
    ],
    intro: (topic) =>
      `Ein Thema, zu dem uns Kunden besonders oft fragen: ${topic}. In diesem Artikel fassen wir zusammen, was wir im Markt beobachten und was das für Ihren Alltag bedeutet.`,
    whyItMatters: 'Warum das wichtig ist',
    whatYouCanDo: 'Was Sie jetzt tun können',
    ourView: 'Unsere Einschätzung',
    readAlso: 'Lesen Sie auch:',
    paragraphs: [
      'Die europäischen Frachtmärkte bewegen sich schnell: Kapazitäten, Preise und Vorschriften können sich von Woche zu Woche ändern. Verlader, die mit verlässlichen Daten und einem breiten Netzwerk an Frachtführern planen, bleiben vorne.',
      'Unsere Plattform verbindet Tausende geprüfte Frachtführer mit Verladern in 30 Ländern, damit jede Ladung den passenden Lkw zu einem fairen Preis findet.',
      'Transparenz ist die Grundlage: Live-Tracking, digitale Dokumente und klare Preise machen jede Sendung für alle Beteiligten planbar.',
      'Auch kleinere Transportunternehmen profitieren. Schnelle Bezahlung, weniger Leerkilometer und ein stetiger Strom an Ladungen helfen ihnen beim Wachstum.',
      'Nachhaltigkeit ist keine Option mehr. Eine bessere Auslastung und intelligentere Routen senken Kosten und Emissionen zugleich.',
      'Die besten Ergebnisse entstehen, wenn Technologie und Menschen zusammenarbeiten: Unser Operations-Team ist rund um die Uhr in zwölf Sprachen erreichbar.',
    ],
    tips: [
      'Überprüfen Sie Ihre Relationen und Volumen jedes Quartal.',
      'Kombinieren Sie Kontrakt- und Spotkapazitäten.',
      'Teilen Sie genaue Ladezeiten mit Ihren Frachtführern.',
    ],
    quote: 'Verlässliche Kapazität entsteht durch Vertrauen, nicht durch den niedrigsten Preis.',
  },
  authors: {
    roles: [
      'Leiterin Content',
      'Marktanalyst',
      'Operations Manager',
      'Verantwortliche für Nachhaltigkeit',
      'Customer Success Manager',
      'Leiter Frachtführermanagement',
      'Produktmanagerin',
      'Senior Software Engineer',
      'Data Scientist',
      'Key Account Managerin',
      'Syndikusrechtsanwalt',
      'Chief Operating Officer',
    ],
  },
  caseStudies: {
    titles: [
      (customer, percent) => `Wie ${customer} die Leerfahrten um ${percent} % senkte`,
      (customer, percent) => `${customer} senkt die Transportkosten um ${percent} %`,
      (customer, percent) => `${customer}: ${percent} % weniger CO₂-Emissionen pro Sendung`,
      (customer, percent) => `Wie ${customer} europaweit ${percent} % schneller liefert`,
    ],
    teaser: (industry) => `Branche: ${industry}. Ein Verlader mit Relationen in ganz Europa denkt den Transporteinkauf neu.`,
    industries: [
      'Lebensmittel und Getränke',
      'Holz',
      'Pharma',
      'Automobil',
      'Textil',
      'Elektronik',
      'Frischware',
      'Chemie',
      'Möbel',
      'Papier und Verpackung',
      'Automobilzulieferer',
      'Getränke',
    ],
    challenge: 'Die Herausforderung',
    solution: 'Die Lösung',
    result: 'Das Ergebnis',
    challengeText: (customer) =>
      `${customer} versendet jede Woche Waren quer durch Europa. Steigende Kosten und unzuverlässige Kapazitäten erschwerten die Planung.`,
    solutionText: (customer) =>
      `Gemeinsam haben wir die wichtigsten Relationen von ${customer} auf unsere Plattform gebracht und Kontraktkapazität mit Spotladungen kombiniert.`,
    resultText: (customer) => `Innerhalb von sechs Monaten erreichte ${customer} seine Ziele – mit voller Transparenz über jede Sendung.`,
  },
  glossary: [
    {
      term: 'Komplettladung (FTL)',
      definition: 'Eine Sendung, die den gesamten Laderaum eines Lkw nutzt, meist von einem Verlader zu einem Empfänger.',
      more: [
        'Eine Komplettladung fährt ohne Zwischenstopps direkt von der Beladestelle zur Lieferadresse. Der Verlader bucht das ganze Fahrzeug, meist einen 13,6-Meter-Sattelauflieger mit 33 Palettenstellplätzen und bis zu 24 Tonnen Nutzlast, und bezahlt ihn unabhängig davon, ob der Laderaum voll ist.',
        'Weil keine fremde Ware an Bord ist, wird die Ladung seltener umgeschlagen, kommt schneller an und wird seltener beschädigt. Komplettladungen sind das Rückgrat des europäischen Straßengüterverkehrs: Die meisten Sendungen zwischen Werken, Lagern und Verteilzentren fahren so.',
      ],
      example:
        'Ein Möbelhersteller in Poznań verschickt 30 Paletten Sofas an das Lager eines Händlers in Lyon. Er bucht eine Komplettladung: Der Lkw wird morgens beladen und zwei Tage später verplombt zugestellt.',
      related: [1, 7, 13],
    },
    {
      term: 'Teilladung (LTL)',
      definition: 'Eine Sendung, die nur einen Teil des Lkw benötigt, sodass sich mehrere Verlader Laderaum und Kosten teilen.',
      more: [
        'Bei Teilladungen sammelt ein Transportunternehmen Sendungen von einer bis zu einem Dutzend Paletten bei mehreren Verladern und befördert sie gemeinsam. Jeder Verlader zahlt nur den Platz und das Gewicht, das er nutzt, meist pro Lademeter oder Palettenstellplatz.',
        'Der Preis pro Palette ist niedriger als bei einem ganzen Lkw, aber die Ware läuft über ein oder mehrere Umschlagslager. Die Laufzeit ist daher länger, und die Ware wird öfter bewegt. Teilladungen eignen sich für regelmäßige kleine Bestellungen, Ersatzteile und Filialbelieferung.',
      ],
      example:
        'Eine Kaffeerösterei schickt jede Woche vier Paletten von Hamburg nach Wien. Mit anderen Verladern im selben Lkw zahlt sie ein Drittel einer Komplettladung, und die Paletten sind in drei Tagen da.',
      related: [0, 11, 8],
    },
    {
      term: 'CMR-Frachtbrief',
      definition: 'Das Standard-Transportdokument im internationalen Straßengüterverkehr nach dem CMR-Übereinkommen.',
      more: [
        'Der CMR-Frachtbrief hält fest, wer die Ware versendet, befördert und empfängt, was befördert wird und welche Anweisungen für die Fahrt gelten. Er wird in mindestens drei Originalen ausgestellt: für den Absender, für die Begleitung der Ware und für den Frachtführer.',
        'Er beweist den Beförderungsvertrag und den Zustand der Ware bei der Übernahme. Vorbehalte zu Schäden, die bei Beladung oder Zustellung eingetragen werden, entscheiden über die Haftung. Viele Länder akzeptieren inzwischen die elektronische Fassung, den e-CMR.',
      ],
      example:
        'Bei der Zustellung in Mailand vermerkt der Empfänger zwei beschädigte Paletten auf dem CMR-Frachtbrief und unterschreibt. Dieser Vermerk ermöglicht dem Verlader später, Schadenersatz vom Frachtführer zu fordern.',
      related: [9, 3, 6],
    },
    {
      term: 'Incoterms',
      definition: 'Internationale Regeln, die festlegen, welche Kosten und Risiken Verkäufer und Käufer beim Transport tragen.',
      more: [
        'Die Incoterms gibt die Internationale Handelskammer heraus, zuletzt in der Fassung 2020. Jede der elf Klauseln, bekannt unter drei Buchstaben wie EXW, FCA oder DAP, legt fest, wo die Pflichten des Verkäufers enden und die des Käufers beginnen.',
        'Sie regeln, wer den Transport bucht und bezahlt, wer versichert, wer verzollt und wann die Gefahr des Verlusts auf den Käufer übergeht. Preis und Eigentumsübergang regeln sie nicht; die gehören in den Kaufvertrag.',
      ],
      example:
        'Ein spanischer Hersteller verkauft Maschinen „DAP Rotterdam“ an einen niederländischen Kunden. Der Verkäufer organisiert und bezahlt den Lkw bis vor die Tür des Kunden; der Käufer entlädt und trägt ab dann die Gefahr.',
      related: [2, 10, 6],
    },
    {
      term: 'Kabotage',
      definition: 'Inlandstransporte durch ein Transportunternehmen aus einem anderen Land, begrenzt durch EU-Vorschriften.',
      more: [
        'Nach EU-Recht darf ein Transportunternehmen nach einer internationalen Lieferung in einen anderen Mitgliedstaat dort innerhalb von sieben Tagen bis zu drei Inlandsfahrten durchführen. Danach muss der Lkw das Land für vier Tage verlassen, bevor er dort wieder Kabotage fahren darf.',
        'Kabotage hilft, Lkw auf dem Rückweg zu füllen statt leer zu fahren, wird aber streng kontrolliert: Fahrer müssen die Papiere der internationalen Fahrt und jeder Inlandsfahrt vorzeigen können.',
      ],
      example:
        'Ein litauischer Lkw liefert Ware von Kaunas nach München, fährt dann eine Ladung von München nach Stuttgart und eine weitere von Stuttgart nach Frankfurt, bevor er heimkehrt. Die beiden deutschen Fahrten sind Kabotage.',
      related: [7, 0, 10],
    },
    {
      term: 'Standgeld',
      definition: 'Eine Gebühr, die anfällt, wenn ein Lkw oder Container länger als vereinbart beim Be- oder Entladen steht.',
      more: [
        'Lade- und Entladezeiten werden im Transportauftrag vereinbart, bei einer Komplettladung oft zwei Stunden. Muss der Fahrer länger warten, weil Ware oder Rampe nicht bereit sind, berechnet das Transportunternehmen Standgeld für jede Stunde oder jeden Tag.',
        'Im Straßengüterverkehr spricht man auch von Wartezeit. Verlader vermeiden sie mit gebuchten Zeitfenstern an der Rampe und geteilten Ankunftszeiten, damit das Lager bereit ist, wenn der Lkw kommt.',
      ],
      example:
        'Ein Lkw steht um 8:00 Uhr pünktlich am Verteilzentrum, wird aber erst um 13:00 Uhr entladen. Drei Stunden über die vereinbarten zwei hinaus, zu 45 € die Stunde, erhöhen die Rechnung um 135 €.',
      related: [6, 8, 2],
    },
    {
      term: 'Empfänger',
      definition: 'Die Person oder das Unternehmen, das die Ware am Ende des Transports erhält.',
      more: [
        'Der Empfänger ist in den Transportpapieren wie dem CMR-Frachtbrief oder dem Konnossement genannt und berechtigt, die Ware in Empfang zu nehmen. Er ist nicht immer der Käufer: Oft wird an ein Lager oder einen Logistikdienstleister geliefert, der für den Käufer handelt.',
        'Bei der Zustellung prüft der Empfänger die Ware, vermerkt Schäden oder Fehlmengen in den Papieren und unterschreibt. Mit der Unterschrift endet die Verantwortung des Frachtführers, außer für Schäden, die nicht sofort erkennbar waren.',
      ],
      example:
        'Ein Onlineshop kauft Lampen bei einer Fabrik in Portugal und lässt sie in sein Fulfillment-Center bei Rotterdam liefern. Das Fulfillment-Center ist der Empfänger im CMR-Frachtbrief.',
      related: [2, 5, 3],
    },
    {
      term: 'Rückladung',
      definition: 'Eine Ladung für die Rückfahrt, damit der Lkw nicht leer zurückfährt.',
      more: [
        'Nach der Zustellung ist ein Lkw oft weit weg von zu Hause oder von seiner nächsten Ladung. Eine Rückladung füllt diese Rückfahrt: Das Transportunternehmen verdient auf beiden Strecken, und die Kosten der Leerkilometer entfallen.',
        'Rückladungen werden meist unter Marktpreis angeboten, weil die Strecke ohnehin gefahren wird. Digitale Frachtplattformen vermitteln sie automatisch – einer der einfachsten Wege, Kosten und Emissionen zu senken.',
      ],
      example:
        'Ein Transportunternehmen aus Łódź liefert Papier nach Mailand. Statt leer zurückzufahren, übernimmt es eine Ladung Fliesen von Modena nach Warschau, die es am Vortag auf der Plattform gefunden hat.',
      related: [0, 4, 11],
    },
    {
      term: 'Cross-Docking',
      definition: 'Waren werden aus einem Fahrzeug entladen und ohne oder mit kurzer Lagerung direkt auf ein anderes verladen.',
      more: [
        'Am Cross-Dock werden ankommende Lkw auf der einen Seite des Gebäudes entladen und die Waren direkt auf abgehende Lkw auf der anderen Seite sortiert, meist innerhalb weniger Stunden. Eingelagert wird wenig oder nichts.',
        'Cross-Docking bündelt Ware vieler Lieferanten zu vollen Ladungen für jedes Ziel und verkürzt die Lieferzeiten. Es verlangt genaue Planung: Ist ein ankommender Lkw zu spät, warten die abgehenden.',
      ],
      example:
        'Eine Supermarktkette nimmt nachts frische Ware von zwanzig Höfen an ihrem Cross-Dock an und schickt bis 6:00 Uhr morgens gemischte Ladungen an sechzig Filialen.',
      related: [11, 1, 10],
    },
    {
      term: 'Konnossement',
      definition: 'Ein vom Frachtführer ausgestelltes Dokument, das die Übernahme der Ware bestätigt, vor allem in der Seefracht.',
      more: [
        'Ein Konnossement erfüllt drei Aufgaben: Es quittiert die Übernahme der Ware, beweist den Beförderungsvertrag und ist als handelbares Papier ein Warenwertpapier. Wer das Original hält, kann die Ware am Zielort verlangen.',
        'Weil es verkauft oder verpfändet werden kann, ist das Konnossement zentral für Handelsfinanzierung und Akkreditive. Im europäischen Straßengüterverkehr übernimmt der CMR-Frachtbrief seine Rolle, der aber kein Wertpapier ist.',
      ],
      example:
        'Ein Händler verschifft Container mit Kaffee von Santos nach Antwerpen. Noch während das Schiff auf See ist, verkauft er die Ladung, indem er dem Käufer das Original-Konnossement übergibt.',
      related: [2, 3, 10],
    },
    {
      term: 'Spediteur',
      definition: 'Ein Unternehmen, das im Auftrag eines Verladers Transporte organisiert und dabei oft mehrere Frachtführer einsetzt.',
      more: [
        'Ein Spediteur besitzt nicht unbedingt eigene Lkw. Er plant die Route, wählt und bucht Frachtführer, erstellt Papiere, kümmert sich um Verzollung und Versicherung und ist der eine Ansprechpartner des Verladers.',
        'Spediteure bündeln Mengen vieler Kunden und erhalten so bessere Preise und mehr Kapazität. Je nach Vertrag haftet ein Spediteur als Vermittler oder, bei vereinbarten Festpreisen, wie ein Frachtführer.',
      ],
      example:
        'Ein Spielwarenimporteur übergibt seine Sendungen aus Asien einem Spediteur, der Seefracht nach Hamburg, Verzollung und die Lkw zu zwölf Filialen in Deutschland organisiert.',
      related: [11, 3, 9],
    },
    {
      term: 'Sammelgut',
      definition: 'Die Bündelung mehrerer kleiner Sendungen verschiedener Kunden zu einer Ladung.',
      more: [
        'Beim Sammelgut holt ein Sammelladungsspediteur kleine Sendungen in einer Region ab, bringt sie in ein Umschlagslager und bündelt sie zu vollen Ladungen für jede Zielregion. Dort teilt ein anderes Lager die Ladung auf, und Nahverkehrs-Lkw stellen jede Sendung zu.',
        'Sammelgut ist das Netz hinter den Teilladungen in Europa. Für kleine Mengen ist es günstiger als ein eigener Lkw und passt für Sendungen, die für Paketdienste zu groß sind.',
      ],
      example:
        'Sechs kleine Hersteller bei Turin schicken je ein paar Paletten nach Frankreich. Ein Sammelgutspediteur holt sie ab, schickt einen vollen Lkw nach Lyon und stellt von dort zu.',
      related: [1, 8, 10],
    },
    {
      term: 'Ladebordwand',
      definition: 'Eine hydraulische Hebebühne am Heck des Lkw, die Waren vom Boden auf die Ladefläche hebt und umgekehrt.',
      more: [
        'Eine Ladebordwand ist am Heck eines Lkw oder Transporters angebracht. Sie hebt Paletten und schwere Güter vom Straßenniveau auf die Ladefläche, sodass auch dort geliefert werden kann, wo es keine Rampe gibt.',
        'Die meisten Ladebordwände tragen 750 bis 2.500 Kilogramm. Verlader sollten angeben, wenn eine nötig ist: Nicht jeder Lkw hat eine, und ohne sie kann eine Zustellung vor Ort scheitern.',
      ],
      example:
        'Ein Restaurant in der Lissabonner Innenstadt erhält ein neues Kühlgerät. Ohne Rampe in der Straße senkt der Fahrer die 400 Kilogramm schwere Palette mit der Ladebordwand auf den Gehweg.',
      related: [13, 6, 1],
    },
    {
      term: 'Nutzlast',
      definition: 'Das maximale Gewicht an Waren, das ein Fahrzeug gesetzlich transportieren darf.',
      more: [
        'Die Nutzlast ist die Differenz zwischen dem zulässigen Gesamtgewicht des Fahrzeugs und seinem Leergewicht. Bei einem typischen europäischen 40-Tonnen-Sattelzug liegt sie bei etwa 24 bis 25 Tonnen.',
        'Sie zu überschreiten ist gefährlich und verboten: Der Bremsweg wird länger, Straßen leiden, und es drohen Bußgelder und ein Weiterfahrverbot. Schwere, kompakte Güter erreichen die Nutzlast oft lange bevor der Laderaum voll ist.',
      ],
      example:
        'Ein Stahlhändler versendet Coils mit 26 Tonnen Gewicht. Sie füllen nur einen kleinen Teil des Aufliegers, überschreiten aber die Nutzlast, also wird die Ladung auf zwei Lkw verteilt.',
      related: [12, 0, 1],
    },
  ],
  glossaryHeadings: { example: 'Beispiel', related: 'Verwandte Begriffe' },
  press: {
    itemTitles: [
      (city) => `Freight Demo eröffnet ein neues Büro in ${city}`,
      (city) => `Freight Demo begrüßt 1.000 neue Frachtführer rund um ${city}`,
      (city) => `Freight Demo startet einen E-Lkw-Korridor ab ${city}`,
    ],
    cities: ['Warschau', 'Vilnius', 'Lyon', 'Hamburg', 'Mailand', 'Rotterdam', 'Bukarest', 'Riga', 'Tallinn', 'Porto', 'Madrid', 'Wien'],
    itemTeaser: 'Die digitale Frachtplattform baut ihr europäisches Netzwerk weiter aus.',
    itemText:
      'Freight Demo, die digitale Frachtplattform für Europa, hat heute den nächsten Schritt ihrer Expansion bekannt gegeben. Damit stärkt das Unternehmen sein Netzwerk für Verlader und Frachtführer in der Region.',
    boilerplateHeading: 'Über Freight Demo',
    boilerplate:
      'Freight Demo verbindet Verlader und Frachtführer in ganz Europa. Die Plattform macht den Straßengüterverkehr transparent, effizient und nachhaltig.',
    postTitles: [
      'Quartalsupdate: Q1 2023',
      'Quartalsupdate: Q2 2023',
      'Quartalsupdate: Q3 2023',
      'Quartalsupdate: Q4 2023',
      'Quartalsupdate: Q1 2024',
      'Quartalsupdate: Q2 2024',
      'Quartalsupdate: Q3 2024',
      'Quartalsupdate: Q4 2024',
      'Freight Demo beruft einen neuen Chief Operating Officer',
      'Freight Demo gewinnt den Europäischen Logistikpreis',
      'Freight Demo schließt seine Series-C-Finanzierungsrunde ab',
      'Freight Demo tritt der Green Freight Alliance bei',
    ],
    postTeaser: 'Neuigkeiten und Updates vom Team von Freight Demo.',
    clippingSuffixes: ['Wie Start-ups den Markt verändern', 'Ein Blick hinter die Zahlen', 'Interview mit dem CEO von Freight Demo'],
    publications: ['Güterverkehr Aktuell', 'Logistik Kompass', 'Transport Rundschau', 'Lieferkette Heute'],
  },
  reports: {
    indexTitle: (quarter, year) => `Europäischer Straßengüterverkehrsindex Q${quarter} ${year}`,
    whitepaperTitle: (topic) => `Whitepaper: ${topic}`,
    teaser: 'Daten, Analysen und Prognosen für Transporteinkäufer und Frachtführer.',
    keyFindings: 'Die wichtigsten Ergebnisse',
    findings: [
      'Die Spotraten stiegen gegenüber dem Vorquartal moderat.',
      'Auf den Relationen von und nach Polen und Deutschland blieb die Kapazität knapp.',
      'Die Nachfrage nach emissionsarmen Transporten wuchs weiter.',
    ],
    gatedNote: 'Füllen Sie das kurze Formular aus, um die vollständige Studie als PDF herunterzuladen.',
  },
  tech: {
    titles: [
      'Wie wir unsere Matching-Engine neu gebaut haben',
      'Serverseitiges Rendering an der Edge',
      'Ankunftszeiten mit Machine Learning vorhersagen',
      'Unser Weg zu einer ereignisgesteuerten Architektur',
      'Zahlungen an Frachtführer absichern',
      'Ein barrierefreies Designsystem aufbauen',
      'Geodaten-Indexierung für Millionen GPS-Signale',
      'Mobile Apps in echten Lkw testen',
      'Von Batch zu Streaming: unsere Datenplattform',
      'Datenbankmigrationen ohne Ausfallzeit',
      'Observability für eine verteilte Frachtplattform',
      'Privacy by Design in der Telematik',
    ],
    teaser: 'Ein Blick hinter die Kulissen des Engineering-Teams von Freight Demo.',
    background: 'Hintergrund',
    howWeDidIt: 'Unser Vorgehen',
    lessonsLearned: 'Was wir gelernt haben',
    text: 'Wir haben klein angefangen, alles gemessen und die Änderung Relation für Relation ausgerollt. Der folgende Ausschnitt zeigt die Grundidee.',
  },
  webinars: {
    title: (topic) => `Webinar: ${topic}`,
    teaser: 'Eine 45-minütige Live-Session mit unseren Marktexperten und anschließender Fragerunde.',
    agenda: 'Agenda',
    agendaItems: ['Marktüberblick', 'Praxisbeispiele unserer Kunden', 'Fragen und Antworten'],
  },
  jobs: {
    titles: [
      'Senior Backend Engineer (m/w/d)',
      'Disponent (m/w/d)',
      'Key Account Manager Polen (m/w/d)',
      'Kundenbetreuer (m/w/d)',
      'Datenanalyst (m/w/d)',
      'Produktdesigner (m/w/d)',
      'Frontend Engineer (m/w/d)',
      'Site Reliability Engineer (m/w/d)',
      'Disponent Nachtschicht (m/w/d)',
      'Vertriebsmitarbeiter Frachtführer (m/w/d)',
      'Inside Sales Representative (m/w/d)',
      'Mitarbeiter Kundenservice (m/w/d)',
      'Data Engineer (m/w/d)',
      'Werkstudent Operations (m/w/d)',
      'Manager intermodale Lösungen (m/w/d)',
    ],
    locations: ['Berlin', 'Hamburg', 'Warschau', 'Lyon', 'Vilnius', 'Madrid', 'Amsterdam'],
    departments: [
      'Engineering',
      'Operations',
      'Vertrieb',
      'Kundenerfolg',
      'Daten',
      'Design',
      'Intermodale Schienen-, Kurzstreckenseeverkehrs- und multimodale Transportlösungen für temperaturgeführte und gefährliche Güter',
    ],
    aboutRole: 'Über die Stelle',
    aboutRoleText: 'Sie werden Teil eines wachsenden Teams, das den Straßengüterverkehr in Europa einfacher, fairer und grüner macht.',
    profile: 'Was Sie mitbringen',
    profileItems: [
      'Einschlägige Erfahrung in einer ähnlichen Position',
      'Sehr gute Deutsch- und Englischkenntnisse',
      'Eine anpackende, teamorientierte Arbeitsweise',
    ],
    offer: 'Was wir bieten',
    offerItems: ['Flexible Arbeitszeiten und mobiles Arbeiten', '30 Tage Urlaub', 'Ein persönliches Weiterbildungsbudget'],
  },
  pages: {
    about: {
      title: 'Über uns',
      description: 'Wer wir sind: das Team hinter der digitalen Frachtplattform für Europa.',
      heading: 'Wir machen den Straßengüterverkehr einfach',
      text: 'Freight Demo wurde 2016 gegründet, beschäftigt heute 400 Menschen in acht Büros und arbeitet mit mehr als 50.000 Frachtführern zusammen.',
    },
    aboutDraftTitle: 'Über uns (Entwurf)',
    sustainability: {
      title: 'Nachhaltigkeit',
      description: 'Wie wir Leerfahrten und Emissionen im Straßengüterverkehr reduzieren.',
      heading: 'Weniger Leerkilometer, weniger Emissionen',
      text: 'Jede Ladung, die wir auf einer Rückfahrt vermitteln, spart Kraftstoff und CO₂. Wir berichten unsere Emissionen nach dem GLEC Framework.',
    },
    contact: {
      title: 'Kontakt',
      description: 'So erreichen Sie unser Team: Telefon, E-Mail und Adresse.',
      heading: 'Wir sind für Sie da',
      text: 'Unser Operations-Team ist rund um die Uhr erreichbar und antwortet in zwölf Sprachen: Rufen Sie uns an unter {phone} oder schreiben Sie an {email}.',
      sections: [
        {
          heading: 'Verlader und Transportunternehmen',
          paragraphs: [
            'Fragen zu einer Sendung, einer Ladung oder einer Rechnung? Unser Operations-Team erreichen Sie Tag und Nacht unter {phone} oder per E-Mail an {email}.',
          ],
        },
        { heading: 'Presse', paragraphs: ['Journalistinnen und Journalisten erreichen unsere Pressestelle unter {pressEmail}.'] },
        {
          heading: 'Jobs und Bewerbungen',
          paragraphs: [
            'Wie Sie sich bewerben, was Sie schicken und wohin, steht auf unserer Karriereseite. Fragen beantwortet unser Recruiting-Team unter {jobsPhone}, Montag bis Freitag von 9 bis 17 Uhr (MEZ), oder unter {jobsEmail}.',
          ],
        },
      ],
      boxTitle: 'Schreiben oder rufen Sie uns an',
      boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlin. Telefon {phone}.',
      careersLink: 'So bewerben Sie sich',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      description: 'Wie die Freight Demo GmbH Ihre personenbezogenen Daten verarbeitet, und Ihre Rechte.',
      heading: 'Datenschutzerklärung',
      text: 'Wir verarbeiten personenbezogene Daten nur zur Erbringung unserer Leistungen und im Einklang mit der Datenschutz-Grundverordnung (DSGVO).',
      sections: [
        {
          heading: 'Verantwortlicher',
          paragraphs: [
            'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist die Freight Demo GmbH, Musterstraße 1, 10115 Berlin. Unseren Datenschutzbeauftragten erreichen Sie unter {privacyEmail}.',
          ],
        },
        {
          heading: 'Besuch dieser Website',
          paragraphs: [
            'Um die angefragten Seiten auszuliefern und die Website zu schützen, verarbeiten unsere Server Ihre IP-Adresse, die Adresse der Seite und den Zeitpunkt des Abrufs (Art. 6 Abs. 1 lit. f DSGVO). Diese Protokolle werden nach 30 Tagen gelöscht.',
          ],
        },
        {
          heading: 'Cookies und Statistik',
          paragraphs: [
            'Technisch notwendige Cookies speichern Ihre Sprache und Ihre Cookie-Einstellungen. Anonyme Statistiken über die Nutzung der Website erheben wir nur, wenn Sie es erlauben (Art. 6 Abs. 1 lit. a DSGVO). Ihre Wahl können Sie jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
          ],
        },
        {
          heading: 'Berichte und Bewerbungen',
          paragraphs: [
            'Wenn Sie einen Bericht anfordern, speichern wir Ihre Angaben, um ihn Ihnen zu senden und, wenn Sie zugestimmt haben, Sie dazu zu kontaktieren. Bewerbungen nutzen wir nur für das Auswahlverfahren und löschen sie sechs Monate nach dessen Ende, sofern Sie keiner längeren Aufbewahrung zustimmen.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: ['Sie haben das Recht:'],
          items: [
            'Auskunft über Ihre bei uns gespeicherten Daten zu erhalten',
            'sie berichtigen oder löschen zu lassen',
            'ihre Verarbeitung einschränken zu lassen oder ihr zu widersprechen',
            'sie in einem übertragbaren Format zu erhalten',
            'eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen',
            'sich bei einer Datenschutzaufsichtsbehörde zu beschweren',
          ],
        },
        { heading: 'Kontakt', paragraphs: ['Um Ihre Rechte auszuüben oder Fragen zu Ihren Daten zu stellen, schreiben Sie an {privacyEmail}.'] },
      ],
    },
    imprint: {
      title: 'Impressum',
      description: 'Rechtliche Angaben zur Freight Demo GmbH: das Unternehmen, sein Registereintrag und Kontakt.',
      heading: 'Impressum',
      text: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
      sections: [
        { heading: 'Unternehmen', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlin'] },
        { heading: 'Geschäftsführung', paragraphs: ['Anna Schmidt, Marek Nowak'] },
        { heading: 'Kontakt', paragraphs: ['Telefon {phone}, E-Mail {email}'] },
        { heading: 'Registereintrag', paragraphs: ['Handelsregister des Amtsgerichts Berlin-Charlottenburg, HRB 123456 B'] },
        { heading: 'Umsatzsteuer-Identifikationsnummer', paragraphs: ['DE123456789 (gemäß § 27a Umsatzsteuergesetz)'] },
      ],
    },
    careers: {
      overline: 'Karriere',
      title: 'So bewerben Sie sich',
      description: 'So bewerben Sie sich bei Freight Demo: was Sie schicken, wohin und wen Sie fragen können.',
      heading: 'So bewerben Sie sich',
      text: 'Werden Sie Teil des Teams, das Europas Fracht bewegt: So bewerben Sie sich auf eine offene Stelle oder initiativ.',
      sections: [
        {
          heading: 'Bewerbung auf eine offene Stelle',
          paragraphs: [
            'Jede Stelle auf unserer Seite mit den offenen Stellen endet mit einem Bewerbungsknopf: Er führt zum Bewerbungsformular oder zur Adresse für genau diese Stelle.',
          ],
        },
        {
          heading: 'Was Sie schicken',
          paragraphs: ['Eine PDF-Datei mit bis zu 10 MB mit:'],
          items: [
            'Ihrem Lebenslauf',
            'einem kurzen Anschreiben: warum diese Stelle und warum wir',
            'relevanten Zeugnissen und Nachweisen (Fahrerinnen und Fahrer: Führerscheinklassen und Fahrerqualifizierungsnachweis)',
            'Ihrem frühestmöglichen Eintrittstermin und Ihrer Gehaltsvorstellung',
          ],
        },
        {
          heading: 'Initiativbewerbungen',
          paragraphs: [
            'Keine passende Stelle dabei? Schicken Sie Ihre Bewerbung an {jobsEmail} und schreiben Sie uns, welches Team und welcher Standort Sie interessieren. Mit Ihrer Zustimmung bewahren wir sie sechs Monate auf und melden uns, sobald eine Stelle frei wird.',
          ],
        },
        {
          heading: 'Fragen?',
          paragraphs: [
            'Unser Recruiting-Team erreichen Sie unter {jobsPhone}, Montag bis Freitag von 9 bis 17 Uhr (MEZ), oder unter {jobsEmail}. Freight Demo GmbH, Recruiting, Musterstraße 1, 10115 Berlin.',
          ],
        },
      ],
      boxTitle: 'Bewerbung senden',
      boxText: 'Per E-Mail an {jobsEmail} oder rufen Sie unser Recruiting-Team an unter {jobsPhone}.',
    },
    forShippers: {
      title: 'Für Verlader',
      description: 'Zuverlässige Straßentransporte in ganz Europa zu transparenten Preisen buchen.',
      heading: 'Kapazität, auf die Sie zählen können',
      text: 'Stellen Sie Ihre Ladung ein, erhalten Sie in Sekunden einen Preis und verfolgen Sie Ihre Sendung live bis zur Zustellung.',
    },
    forCarriers: {
      title: 'Für Frachtführer',
      description: 'Ladungen auf Ihren Routen finden und innerhalb weniger Tage bezahlt werden.',
      heading: 'Mehr Ladungen, weniger Leerfahrten',
      text: 'Finden Sie mit unserer App passende Ladungen, laden Sie Dokumente hoch und werden Sie schnell bezahlt.',
    },
    pricing: {
      title: 'Preise',
      description: 'Tarife für Verlader: pro Sendung zahlen, ein Monatstarif für Teams oder ein Vertrag für große Mengen. Ohne versteckte Gebühren.',
      heading: 'Tarife und Preise',
      text: 'Zahlen Sie pro Sendung, oder wählen Sie einen Tarif für regelmäßige Mengen. Jeder Preis steht vor der Buchung fest, ohne versteckte Gebühren.',
      plans: [
        {
          name: 'Spot',
          price: '0 €',
          priceNote: 'im Monat; Sie zahlen pro Sendung',
          summary: 'Für gelegentliche Sendungen.',
          features: ['Sofortpreise für Komplett- und Teilladungen', 'Live-Tracking jeder Sendung', 'Digitale Dokumente und e-CMR', 'Support per E-Mail'],
          button: 'Preis berechnen',
        },
        {
          name: 'Business',
          price: '149 €',
          priceNote: 'im Monat',
          summary: 'Für Teams, die jede Woche versenden.',
          features: [
            'Alles aus Spot',
            'Bis zu 10 Nutzer',
            'Gespeicherte Relationen und wiederkehrende Ladungen',
            'Berichte zu Kosten und CO₂',
            'Ein persönlicher Ansprechpartner',
          ],
          button: 'Einen Monat gratis testen',
        },
        {
          name: 'Enterprise',
          price: 'Auf Anfrage',
          priceNote: 'Jahresvertrag',
          summary: 'Für große Mengen und feste Kapazität.',
          features: ['Alles aus Business', 'Feste Kapazität auf Ihren Relationen', 'Anbindung an Ihr TMS oder ERP', 'Vereinbarte Servicelevel'],
          button: 'Angebot anfragen',
        },
      ],
    },
    mobileApp: {
      title: 'Mobile App',
      description: 'Die App von Freight Demo für Fahrer und Disponenten, für Android und iOS.',
      heading: 'Ihre Ladungen in der Hosentasche',
      text: 'Laden Sie die App für Android und iOS herunter und verwalten Sie jede Tour unterwegs.',
      boxTitle: 'Die App laden',
      boxText: 'Kostenlos für Transportunternehmen und Verlader: Ladungen finden, Position teilen, Dokumente scannen und jede Zahlung sehen.',
    },
    partners: {
      title: 'Partner',
      description: 'Unsere Technologie- und Branchenpartner in Europa: Telematik, Tankkarten und Verbände.',
      heading: 'Gemeinsam stärker',
      text: 'Wir arbeiten mit Telematikanbietern, Tankkartenherausgebern und Verbänden in ganz Europa zusammen.',
      partners: [
        { name: 'Nordlink Telematics', line: 'Teilt Live-Positionen der Lkw mit unserer Plattform, damit Verlader Ankunftszeiten ohne Anruf sehen.' },
        { name: 'Fuelpass Europe', line: 'Tank- und Mautkarten für unsere Transportunternehmen, gültig an 18.000 Stationen in Europa.' },
        {
          name: 'Baltic Road Carriers Association',
          line: 'Vertritt 2.000 Transportunternehmen im Baltikum; seine Mitglieder finden Ladungen bei Freight Demo.',
        },
        { name: 'GreenLane Charging', line: 'Ladestationen für E-Lkw entlang unserer E-Truck-Korridore.' },
        { name: 'CargoShield Insurance', line: 'Transportversicherung für eine einzelne Sendung, zusammen mit der Ladung gebucht.' },
        { name: 'FlowPay Factoring', line: 'Zahlt Rechnungen von Transportunternehmen binnen 24 Stunden, wenn sie Schnellzahlung wählen.' },
      ],
    },
    faq: {
      title: 'Häufige Fragen',
      description: 'Antworten auf die häufigsten Fragen zu Freight Demo: Buchung, Preise, Länder, Bezahlung, Versicherung und Tracking.',
      heading: 'Häufige Fragen',
      text: 'Sie finden Ihre Antwort nicht? Unser Team hilft Ihnen gerne weiter.',
      questions: [
        {
          question: 'Was ist Freight Demo?',
          answer: [
            'Freight Demo ist eine digitale Frachtplattform für den Straßengüterverkehr in Europa. Verlader buchen Komplett- und Teilladungen zum Festpreis; Transportunternehmen finden Ladungen auf ihren Strecken und werden schnell bezahlt.',
          ],
        },
        {
          question: 'Wie buche ich eine Komplettladung?',
          answer: [
            'Geben Sie Abhol- und Lieferadresse, Datum und Ware ein, und Sie erhalten in Sekunden einen Festpreis. Bestätigen Sie ihn, und wir beauftragen ein geprüftes Transportunternehmen und senden Ihnen die Daten des Fahrers.',
            'Für regelmäßige oder besondere Ladungen nutzen Sie das Kontaktformular; wir senden Ihnen binnen eines Werktags ein Angebot.',
          ],
        },
        {
          question: 'Wie wird der Preis berechnet?',
          answer: [
            'Der Preis hängt von Entfernung, Fahrzeug, Datum und Ladung ab und von der aktuellen Nachfrage auf der Relation. Er steht vor der Buchung fest und ändert sich danach nicht, außer für Zusatzleistungen wie Wartezeit über das vereinbarte Zeitfenster hinaus.',
          ],
        },
        {
          question: 'In welchen Ländern sind Sie tätig?',
          answer: [
            'In allen Ländern der Europäischen Union sowie in Norwegen, der Schweiz und dem Vereinigten Königreich. Kabotage innerhalb eines Landes ist möglich, wo die EU-Regeln sie erlauben.',
          ],
        },
        {
          question: 'Wie schnell werden Transportunternehmen bezahlt?',
          answer: [
            'Standardmäßig binnen 30 Tagen, mit Schnellzahlung binnen 24 Stunden. Die Frist beginnt, sobald der Ablieferungsnachweis in der App hochgeladen ist.',
          ],
        },
        {
          question: 'Ist meine Sendung versichert?',
          answer: [
            'Jedes Transportunternehmen haftet nach dem CMR-Übereinkommen bis zu 8,33 Sonderziehungsrechten pro Kilogramm. Für wertvollere Ware können Sie bei der Buchung eine Transportversicherung hinzufügen.',
          ],
        },
        {
          question: 'Kann ich meine Sendung verfolgen?',
          answer: [
            'Ja. Sie sehen Position und voraussichtliche Ankunft des Lkw live, in der Web-App und in der mobilen App, und erfahren sofort von jeder Verspätung.',
          ],
        },
      ],
    },
    sections: {
      blog: { title: 'Blog', description: 'Analysen, Tipps und Neuigkeiten zum Straßengüterverkehr in Europa.' },
      case: { title: 'Fallstudien', description: 'Wie Unternehmen in ganz Europa mit Freight Demo versenden.' },
      glossary: { title: 'Logistik-Glossar', description: 'Begriffe aus Logistik und Straßengüterverkehr einfach erklärt, von A bis Z.' },
      press: { title: 'Presse', description: 'Pressemitteilungen und Neuigkeiten über Freight Demo.' },
      clippings: { title: 'In den Medien', description: 'Was Zeitungen, Magazine und die Fachpresse über Freight Demo schreiben.' },
      reports: { title: 'Studien', description: 'Marktstudien, Frachtindizes und Whitepaper zum Straßengüterverkehr in Europa zum Herunterladen.' },
      tech: { title: 'Tech-Blog', description: 'Geschichten aus dem Engineering-Team von Freight Demo.' },
      webinars: { title: 'Webinare', description: 'Live-Sessions und Aufzeichnungen mit unseren Experten.' },
      'open-positions': { title: 'Offene Stellen', description: 'Werden Sie Teil des Teams, das Europas Fracht bewegt.' },
      pages: { title: 'Seiten', description: 'Alle Seiten der Website von Freight Demo, von den Preisen bis zu den rechtlichen Angaben.' },
    },
    sectionDescription: (section) => `${section}: alle Einträge dieses Bereichs der Website von Freight Demo, gesammelt in einer Liste.`,
  },
  sampleStories: {
    title: (section, number) => `${section}: Beispieleintrag ${number}`,
    teaser: (section, number) =>
      `Beispieleintrag ${number} in ${section}: Platzhaltertext, der zeigt, wie ein Eintrag auf seiner Seite, seiner Karte und in der Suche aussieht.`,
    label: (number) => `Beispiel ${number}`,
    parts: [
      {
        heading: 'Über diesen Eintrag',
        paragraph:
          'Dieser Text steht für die eigenen Worte des Eintrags: Er zeigt, wie Überschriften, Absätze und das Inhaltsverzeichnis auf der Seite aussehen.',
      },
      {
        heading: 'Ein zweiter Teil',
        paragraph: 'Ein zweiter Teil, damit die Seite mehr als eine Überschrift hat. Redakteure ersetzen beide Teile durch den echten Text des Eintrags.',
      },
    ],
  },
}
