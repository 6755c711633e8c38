import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Latvian company pages. */
export const lvPages: MinorPagesCopy = {
  pagesList: { title: 'Lapas', description: 'Visas Freight Demo tīmekļa vietnes lapas, sākot no mūsu cenām līdz juridiskajai informācijai.' },
  about: {
    title: 'Par mums',
    description: 'Kas mēs esam: komanda, kas veidojusi digitālo autopārvadājumu platformu visai Eiropai.',
    heading: 'Mēs padarām autopārvadājumus vienkāršus',
    text: 'Freight Demo dibināts 2016. gadā. Šodien astoņos birojos strādā 400 cilvēku, un mēs sadarbojamies ar vairāk nekā 50 000 pārvadātāju.',
    paragraphs: [
      'Kravas nosūtītāji publicē savas kravas, un mūsu platforma tām atrod pārbaudītus pārvadātājus, kas brauc pa īsto maršrutu. Cena ir redzama uzreiz, un katru sūtījumu var sekot reāllaikā līdz piegādei.',
      'Mūsu komanda Berlīnē apkalpo klientus visā Eiropā divpadsmit valodās. Mēs sevi vērtējam pēc viena: krava, kas ierodas laikā, un mazāk tukšu kilometru ceļā.',
    ],
  },
  forShippers: {
    title: 'Kravas nosūtītājiem',
    description: 'Rezervējiet uzticamus autopārvadājumus visā Eiropā par pārskatāmām cenām.',
    heading: 'Kravnesība, uz kuru var paļauties',
    text: 'Publicējiet kravu, saņemiet cenu dažās sekundēs un sekojiet sūtījumam reāllaikā līdz piegādei.',
    paragraphs: [
      'Pilnas kravas, daļējas kravas vai pārvadājumi ar temperatūras kontroli: aprakstiet sūtījumu vienreiz, un atsauksies pārbaudīti pārvadātāji jūsu maršrutā. Cenu zināt jau pirms rezervēšanas.',
      'Visi dokumenti, no pavadzīmes līdz piegādes apliecinājumam, tiek glabāti kopā ar sūtījumu. Mūsu operāciju komanda palīdz dienu un nakti.',
    ],
  },
  forCarriers: {
    title: 'Pārvadātājiem',
    description: 'Atrodiet kravas savos maršrutos un saņemiet samaksu dažu dienu laikā.',
    heading: 'Vairāk kravu, mazāk tukšu reisu',
    text: 'Mūsu lietotnē atradīsiet piemērotas kravas, augšupielādēsiet dokumentus un ātri saņemsiet samaksu.',
    paragraphs: [
      'Norādiet savus maršrutus un transportlīdzekļus, un mēs parādīsim piemērotas kravas, arī atpakaļceļam. Kravu pieņemat ar vienu pieskārienu lietotnē.',
      'Augšupielādējiet parakstīto piegādes apliecinājumu tieši no kabīnes, un jūsu rēķins tiks apmaksāts dažu dienu laikā, bez atgādinājumiem.',
    ],
  },
  contact: {
    title: 'Kontakti',
    description: 'Sazinieties ar mūsu komandu: tālrunis, e-pasts un Freight Demo adrese.',
    heading: 'Mēs esam šeit, lai palīdzētu',
    text: 'Mūsu operāciju komanda ir pieejama visu diennakti un atbild divpadsmit valodās: zvaniet uz {phone} vai rakstiet uz {email}.',
    sections: [
      {
        heading: 'Kravas nosūtītāji un pārvadātāji',
        paragraphs: ['Jautājumi par sūtījumu, kravu vai rēķinu? Zvaniet mūsu operāciju komandai uz {phone} dienā vai naktī vai rakstiet uz {email}.'],
      },
      { heading: 'Prese', paragraphs: ['Žurnālisti var sazināties ar mūsu preses dienestu, rakstot uz {pressEmail}.'] },
      {
        heading: 'Darbs un pieteikumi',
        paragraphs: [
          'Kā pieteikties, ko un kur sūtīt, ir aprakstīts mūsu karjeras lapā (angļu valodā). Mūsu personāla atlases komanda atbild uz jautājumiem pa tālruni {jobsPhone} no pirmdienas līdz piektdienai no 9.00 līdz 17.00 (CET) vai rakstot uz {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Rakstiet vai zvaniet',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlīne, Vācija. Tālrunis {phone}.',
    careersLink: 'Kā pieteikties',
  },
  privacy: {
    title: 'Privātuma politika',
    description: 'Kā Freight Demo GmbH apstrādā jūsu personas datus un kādas ir jūsu tiesības.',
    heading: 'Privātuma politika',
    text: 'Mēs apstrādājam personas datus tikai savu pakalpojumu sniegšanai un saskaņā ar Vispārīgo datu aizsardzības regulu (VDAR).',
    sections: [
      {
        heading: 'Pārzinis',
        paragraphs: [
          'Par personas datu apstrādi šajā tīmekļa vietnē atbild Freight Demo GmbH, Musterstraße 1, 10115 Berlīne, Vācija. Ar mūsu datu aizsardzības speciālistu var sazināties, rakstot uz {privacyEmail}.',
        ],
      },
      {
        heading: 'Vietnes apmeklējums',
        paragraphs: [
          'Lai parādītu pieprasītās lapas un uzturētu vietni drošu, mūsu serveri apstrādā jūsu IP adresi, lapas adresi un pieprasījuma laiku (VDAR 6. panta 1. punkta f) apakšpunkts). Šie žurnāli tiek dzēsti pēc 30 dienām.',
        ],
      },
      {
        heading: 'Sīkdatnes un statistika',
        paragraphs: [
          'Vietnes darbībai nepieciešamās sīkdatnes saglabā jūsu valodu un jūsu sīkdatņu izvēles. Statistiku par vietnes lietošanu vācam tikai tad, ja jūs to atļaujat (VDAR 6. panta 1. punkta a) apakšpunkts). Savu izvēli jebkurā laikā varat mainīt ar saiti “Sīkdatņu iestatījumi” katras lapas apakšā.',
        ],
      },
      {
        heading: 'Pārskati un pieteikumi',
        paragraphs: [
          'Ja pieprasāt pārskatu, mēs saglabājam ievadītos datus, lai to jums nosūtītu, un, ja piekrītat, lai sazinātos ar jums par to. Darba pieteikumus izmantojam tikai atlases procesā un dzēšam sešus mēnešus pēc tā beigām, ja vien nepiekrītat ilgākam termiņam.',
        ],
      },
      {
        heading: 'Jūsu tiesības',
        paragraphs: ['Jums ir tiesības:'],
        items: [
          'piekļūt datiem, ko par jums glabājam',
          'prasīt tos labot vai dzēst',
          'ierobežot to apstrādi vai iebilst pret to',
          'saņemt tos pārnesamā formātā',
          'jebkurā laikā atsaukt savu piekrišanu ar turpmāku iedarbību',
          'iesniegt sūdzību datu aizsardzības uzraudzības iestādei',
        ],
      },
      { heading: 'Kontakti', paragraphs: ['Lai izmantotu savas tiesības vai jautātu par saviem datiem, rakstiet uz {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Juridiskā informācija',
    description: 'Juridiskā informācija par Freight Demo GmbH: uzņēmums, reģistra ieraksts un kontaktinformācija.',
    heading: 'Juridiskā informācija',
    text: 'Informācija saskaņā ar Vācijas Digitālo pakalpojumu likuma (DDG) 5. paragrāfu.',
    sections: [
      { heading: 'Uzņēmums', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlīne, Vācija'] },
      { heading: 'Valde', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Kontakti', paragraphs: ['Tālrunis {phone}, e-pasts {email}'] },
      { heading: 'Reģistra ieraksts', paragraphs: ['Berlīnes-Šarlotenburgas apgabaltiesas (Amtsgericht) komercreģistrs, HRB 123456 B'] },
      { heading: 'PVN maksātāja numurs', paragraphs: ['DE123456789 (Vācijas PVN likuma 27.a paragrāfs)'] },
    ],
  },
}
