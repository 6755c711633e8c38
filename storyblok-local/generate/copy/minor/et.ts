import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Estonian company pages. */
export const etPages: MinorPagesCopy = {
  pagesList: { title: 'Lehed', description: 'Kõik Freight Demo veebisaidi lehed, meie hindadest kuni õigusliku teabeni.' },
  about: {
    title: 'Meist',
    description: 'Kes me oleme: meeskond, kes on loonud Euroopa maanteevedude digitaalse platvormi.',
    heading: 'Teeme maanteeveod lihtsaks',
    text: 'Freight Demo asutati 2016. aastal. Täna töötab meil kaheksas kontoris 400 inimest ja teeme koostööd enam kui 50 000 vedajaga.',
    paragraphs: [
      'Saatjad avaldavad oma koormad ja meie platvorm leiab neile õigel marsruudil sõitvad kontrollitud vedajad. Hind on kohe näha ja iga saadetist saab jälgida reaalajas kuni kohaletoimetamiseni.',
      'Meie Berliini meeskond teenindab kliente üle Euroopa kaheteistkümnes keeles. Meie mõõdupuu on üks: kaup, mis jõuab kohale õigel ajal, ja vähem tühje kilomeetreid teel.',
    ],
  },
  forShippers: {
    title: 'Saatjatele',
    description: 'Telli usaldusväärseid maanteevedusid üle Euroopa läbipaistvate hindadega.',
    heading: 'Veomaht, millele saab loota',
    text: 'Lisa oma koorem, saa hind mõne sekundiga ja jälgi saadetist reaalajas kuni kohaletoimetamiseni.',
    paragraphs: [
      'Täiskoormad, osakoormad või külmveod: kirjelda saadetist üks kord ja sinu marsruudi kontrollitud vedajad vastavad. Hinda tead enne broneerimist.',
      'Kõik dokumendid saatelehest kättetoimetamise kinnituseni on saadetise juures alles. Meie operatsioonimeeskond aitab ööpäev läbi.',
    ],
  },
  forCarriers: {
    title: 'Vedajatele',
    description: 'Leia koormaid oma marsruutidel ja saa tasu kätte mõne päevaga.',
    heading: 'Rohkem koormaid, vähem tühisõite',
    text: 'Meie rakendusega leiad sobivad koormad, laadid dokumendid üles ja saad tasu kiiresti kätte.',
    paragraphs: [
      'Anna meile teada oma marsruudid ja sõidukid ning näitame sulle sobivaid koormaid, ka tagasisõiduks. Koorma võtad vastu ühe puudutusega rakenduses.',
      'Laadi allkirjastatud kättetoimetamise kinnitus üles otse kabiinist ja sinu arve makstakse mõne päevaga, ilma et peaksid raha taga ajama.',
    ],
  },
  contact: {
    title: 'Kontakt',
    description: 'Võta ühendust meie meeskonnaga: telefon, e-post ja Freight Demo aadress.',
    heading: 'Oleme siin, et aidata',
    text: 'Meie operatsioonimeeskond on kättesaadav ööpäev läbi ja vastab kaheteistkümnes keeles: helista numbril {phone} või kirjuta aadressil {email}.',
    sections: [
      {
        heading: 'Saatjad ja vedajad',
        paragraphs: [
          'Küsimusi saadetise, koorma või arve kohta? Helista meie operatsioonimeeskonnale numbril {phone} nii päeval kui öösel või kirjuta aadressil {email}.',
        ],
      },
      { heading: 'Meedia', paragraphs: ['Ajakirjanikud saavad meie pressiesindajaga ühendust aadressil {pressEmail}.'] },
      {
        heading: 'Töö ja kandideerimine',
        paragraphs: [
          'Kuidas kandideerida, mida ja kuhu saata, on kirjas meie karjäärilehel (inglise keeles). Meie värbamismeeskond vastab küsimustele numbril {jobsPhone} esmaspäevast reedeni kell 9.00–17.00 (CET) või aadressil {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Kirjuta või helista',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berliin, Saksamaa. Telefon {phone}.',
    careersLink: 'Kuidas kandideerida',
  },
  privacy: {
    title: 'Privaatsuspoliitika',
    description: 'Kuidas Freight Demo GmbH sinu isikuandmeid töötleb ja millised on sinu õigused.',
    heading: 'Privaatsuspoliitika',
    text: 'Töötleme isikuandmeid üksnes oma teenuste osutamiseks ja kooskõlas isikuandmete kaitse üldmäärusega (GDPR).',
    sections: [
      {
        heading: 'Vastutav töötleja',
        paragraphs: [
          'Selle veebisaidi isikuandmete töötlemise eest vastutab Freight Demo GmbH, Musterstraße 1, 10115 Berliin, Saksamaa. Meie andmekaitseametnikuga saab ühendust aadressil {privacyEmail}.',
        ],
      },
      {
        heading: 'Veebisaidi külastamine',
        paragraphs: [
          'Et näidata sulle soovitud lehti ja hoida saiti turvalisena, töötlevad meie serverid sinu IP-aadressi, lehe aadressi ja päringu aega (GDPR artikli 6 lõike 1 punkt f). Need logid kustutatakse 30 päeva pärast.',
        ],
      },
      {
        heading: 'Küpsised ja statistika',
        paragraphs: [
          'Saidi toimimiseks vajalikud küpsised salvestavad sinu keele ja küpsiste valikud. Statistikat saidi kasutamise kohta kogume ainult siis, kui sa seda lubad (GDPR artikli 6 lõike 1 punkt a). Oma valikut saad igal ajal muuta iga lehe allosas oleva lingi „Küpsiste seaded” kaudu.',
        ],
      },
      {
        heading: 'Aruanded ja kandideerimised',
        paragraphs: [
          'Kui tellid aruande, salvestame sisestatud andmed, et see sulle saata, ja sinu nõusolekul, et võtta sinuga selle asjus ühendust. Kandideerimisdokumente kasutame ainult valikuprotsessis ja kustutame need kuus kuud pärast selle lõppu, kui sa ei nõustu pikema tähtajaga.',
        ],
      },
      {
        heading: 'Sinu õigused',
        paragraphs: ['Sul on õigus:'],
        items: [
          'tutvuda andmetega, mida me sinu kohta säilitame',
          'lasta neid parandada või kustutada',
          'piirata nende töötlemist või esitada sellele vastuväide',
          'saada need ülekantavas vormingus',
          'võtta oma nõusolek igal ajal tagasi, mõjuga tulevikule',
          'esitada kaebus andmekaitse järelevalveasutusele',
        ],
      },
      { heading: 'Kontakt', paragraphs: ['Oma õiguste kasutamiseks või andmete kohta küsimiseks kirjuta aadressil {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Õiguslik teave',
    description: 'Õiguslik teave Freight Demo GmbH kohta: ettevõte, registrikanne ja kontaktandmed.',
    heading: 'Õiguslik teave',
    text: 'Teave Saksamaa digitaalteenuste seaduse (DDG) § 5 kohaselt.',
    sections: [
      { heading: 'Ettevõte', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berliin, Saksamaa'] },
      { heading: 'Juhatus', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Kontakt', paragraphs: ['Telefon {phone}, e-post {email}'] },
      { heading: 'Registrikanne', paragraphs: ['Berliini-Charlottenburgi kohaliku kohtu (Amtsgericht) äriregister, HRB 123456 B'] },
      { heading: 'Käibemaksukohustuslase number', paragraphs: ['DE123456789 (Saksamaa käibemaksuseaduse § 27a)'] },
    ],
  },
}
