import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Dutch company pages. */
export const nlPages: MinorPagesCopy = {
  pagesList: { title: "Pagina's", description: "Alle pagina's van de website van Freight Demo, van onze prijzen tot de juridische informatie." },
  about: {
    title: 'Over ons',
    description: 'Wie we zijn: het team achter het digitale platform voor wegtransport in heel Europa.',
    heading: 'Wij maken wegtransport eenvoudig',
    text: 'Freight Demo werd in 2016 opgericht. Vandaag werken er 400 mensen in acht kantoren en werken we samen met meer dan 50.000 vervoerders.',
    paragraphs: [
      'Verladers plaatsen hun ladingen en ons platform koppelt ze aan gecontroleerde vervoerders op de juiste route. De prijs is vooraf duidelijk en elke zending is live te volgen tot de aflevering.',
      'Ons team in Berlijn helpt klanten in heel Europa in twaalf talen. We meten ons aan één ding: goederen die op tijd aankomen, met minder lege kilometers onderweg.',
    ],
  },
  forShippers: {
    title: 'Voor verladers',
    description: 'Boek betrouwbaar wegtransport in heel Europa tegen transparante prijzen.',
    heading: 'Capaciteit waar u op kunt rekenen',
    text: 'Plaats uw lading, ontvang binnen enkele seconden een prijs en volg uw zending live tot de aflevering.',
    paragraphs: [
      'Complete ladingen, deelladingen of gekoeld transport: beschrijf uw zending één keer en gecontroleerde vervoerders op uw route reageren. U kent de prijs voordat u boekt.',
      'Alle documenten, van vrachtbrief tot afleverbewijs, worden bij de zending bewaard. Ons operationele team staat dag en nacht voor u klaar.',
    ],
  },
  forCarriers: {
    title: 'Voor vervoerders',
    description: 'Vind ladingen op uw routes en ontvang uw betaling binnen enkele dagen.',
    heading: 'Meer ladingen, minder lege ritten',
    text: 'Met onze app vindt u passende ladingen, uploadt u documenten en wordt u snel betaald.',
    paragraphs: [
      'Geef uw routes en voertuigen door en wij tonen u ladingen die passen, ook voor de terugreis. Een lading accepteert u met één tik in de app.',
      'Upload het getekende afleverbewijs vanuit de cabine en uw factuur wordt binnen enkele dagen betaald, zonder achter uw geld aan te hoeven.',
    ],
  },
  contact: {
    title: 'Contact',
    description: 'Neem contact op met ons team: telefoon, e-mail en adres van Freight Demo.',
    heading: 'Wij helpen u graag',
    text: 'Ons operationele team is dag en nacht bereikbaar en antwoordt in twaalf talen: bel ons op {phone} of mail naar {email}.',
    sections: [
      {
        heading: 'Verladers en vervoerders',
        paragraphs: ['Vragen over een zending, een lading of een factuur? Bel ons operationele team op {phone}, dag en nacht, of mail naar {email}.'],
      },
      { heading: 'Pers', paragraphs: ['Journalisten bereiken onze persafdeling via {pressEmail}.'] },
      {
        heading: 'Werken en solliciteren',
        paragraphs: [
          'Hoe u solliciteert, wat u stuurt en waarheen, leest u op onze carrièrepagina (in het Engels). Ons recruitmentteam beantwoordt vragen op {jobsPhone}, maandag tot en met vrijdag van 9.00 tot 17.00 uur (CET), of via {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Mail of bel ons',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlijn, Duitsland. Telefoon {phone}.',
    careersLink: 'Zo solliciteert u',
  },
  privacy: {
    title: 'Privacybeleid',
    description: 'Hoe Freight Demo GmbH uw persoonsgegevens verwerkt, en welke rechten u heeft.',
    heading: 'Privacybeleid',
    text: 'Wij verwerken persoonsgegevens alleen om onze diensten te leveren en in overeenstemming met de Algemene Verordening Gegevensbescherming (AVG).',
    sections: [
      {
        heading: 'Wie is verantwoordelijk',
        paragraphs: [
          'Freight Demo GmbH, Musterstraße 1, 10115 Berlijn, Duitsland, is verantwoordelijk voor de verwerking van persoonsgegevens op deze website. Onze functionaris voor gegevensbescherming is bereikbaar via {privacyEmail}.',
        ],
      },
      {
        heading: 'Een bezoek aan deze website',
        paragraphs: [
          'Om de pagina’s te leveren die u opvraagt en de site veilig te houden, verwerken onze servers uw IP-adres, het adres van de pagina en het tijdstip van het verzoek (art. 6, lid 1, onder f, AVG). Deze logbestanden worden na 30 dagen verwijderd.',
        ],
      },
      {
        heading: 'Cookies en statistieken',
        paragraphs: [
          'Cookies die de site nodig heeft om te werken, bewaren uw taal en uw cookiekeuzes. Statistieken over het gebruik van de site worden alleen verzameld als u dat toestaat (art. 6, lid 1, onder a, AVG). U kunt uw keuze altijd wijzigen via de link ‘Cookie-instellingen’ onderaan elke pagina.',
        ],
      },
      {
        heading: 'Rapporten en sollicitaties',
        paragraphs: [
          'Als u een rapport aanvraagt, bewaren we de gegevens die u invult om het u te sturen en, als u daarmee instemt, om u erover te benaderen. Sollicitaties gebruiken we alleen voor de selectie; we verwijderen ze zes maanden na afloop, tenzij u instemt met een langere termijn.',
        ],
      },
      {
        heading: 'Uw rechten',
        paragraphs: ['U heeft het recht om:'],
        items: [
          'de gegevens in te zien die wij over u bewaren',
          'ze te laten corrigeren of verwijderen',
          'de verwerking te laten beperken of er bezwaar tegen te maken',
          'ze in een overdraagbaar formaat te ontvangen',
          'uw toestemming op elk moment in te trekken, met werking voor de toekomst',
          'een klacht in te dienen bij een toezichthouder voor gegevensbescherming',
        ],
      },
      { heading: 'Contact', paragraphs: ['Wilt u uw rechten uitoefenen of iets vragen over uw gegevens? Mail naar {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Colofon',
    description: 'Juridische informatie over Freight Demo GmbH: het bedrijf, de inschrijving in het handelsregister en contact.',
    heading: 'Colofon',
    text: 'Informatie volgens § 5 van de Duitse wet op digitale diensten (DDG).',
    sections: [
      { heading: 'Bedrijf', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlijn, Duitsland'] },
      { heading: 'Directie', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Contact', paragraphs: ['Telefoon {phone}, e-mail {email}'] },
      { heading: 'Inschrijving', paragraphs: ['Handelsregister van het kantongerecht (Amtsgericht) Berlijn-Charlottenburg, HRB 123456 B'] },
      { heading: 'Btw-identificatienummer', paragraphs: ['DE123456789 (§ 27a van de Duitse btw-wet)'] },
    ],
  },
}
