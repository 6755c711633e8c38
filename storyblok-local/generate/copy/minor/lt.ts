import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Lithuanian company pages. */
export const ltPages: MinorPagesCopy = {
  pagesList: { title: 'Puslapiai', description: 'Visi Freight Demo svetainės puslapiai – nuo mūsų kainų iki teisinės informacijos.' },
  about: {
    title: 'Apie mus',
    description: 'Kas mes esame: komanda, sukūrusi skaitmeninę krovinių vežimo keliais platformą visai Europai.',
    heading: 'Krovinių vežimą keliais darome paprastą',
    text: 'Freight Demo įkurta 2016 metais. Šiandien aštuoniuose biuruose dirba 400 žmonių, o bendradarbiaujame su daugiau nei 50 000 vežėjų.',
    paragraphs: [
      'Siuntėjai skelbia savo krovinius, o mūsų platforma jiems parenka patikrintus vežėjus, važiuojančius tinkamu maršrutu. Kaina matoma iš karto, o kiekvieną siuntą galima sekti realiuoju laiku iki pristatymo.',
      'Mūsų komanda Berlyne aptarnauja klientus visoje Europoje dvylika kalbų. Save vertiname pagal vieną dalyką: laiku atvykstančius krovinius ir mažiau tuščių kilometrų kelyje.',
    ],
  },
  forShippers: {
    title: 'Siuntėjams',
    description: 'Užsakykite patikimą krovinių vežimą keliais visoje Europoje skaidriomis kainomis.',
    heading: 'Pajėgumai, kuriais galite pasikliauti',
    text: 'Paskelbkite krovinį, per kelias sekundes gaukite kainą ir sekite siuntą realiuoju laiku iki pristatymo.',
    paragraphs: [
      'Pilni kroviniai, daliniai kroviniai ar vežimas šaldytuvais: aprašykite siuntą vieną kartą, ir atsilieps patikrinti vežėjai jūsų maršrute. Kainą žinote dar prieš užsakydami.',
      'Visi dokumentai, nuo važtaraščio iki pristatymo patvirtinimo, saugomi kartu su siunta. Mūsų operacijų komanda padeda dieną ir naktį.',
    ],
  },
  forCarriers: {
    title: 'Vežėjams',
    description: 'Raskite krovinių savo maršrutuose ir gaukite apmokėjimą per kelias dienas.',
    heading: 'Daugiau krovinių, mažiau tuščių reisų',
    text: 'Mūsų programėlėje rasite tinkamų krovinių, įkelsite dokumentus ir greitai gausite apmokėjimą.',
    paragraphs: [
      'Nurodykite savo maršrutus ir transporto priemones, o mes parodysime tinkamus krovinius, taip pat ir atgaliniam reisui. Krovinį priimate vienu palietimu programėlėje.',
      'Pasirašytą pristatymo patvirtinimą įkelkite tiesiai iš kabinos, ir jūsų sąskaita bus apmokėta per kelias dienas, be priminimų.',
    ],
  },
  contact: {
    title: 'Kontaktai',
    description: 'Susisiekite su mūsų komanda: telefonas, el. paštas ir Freight Demo adresas.',
    heading: 'Esame čia, kad padėtume',
    text: 'Mūsų operacijų komanda pasiekiama visą parą ir atsako dvylika kalbų: skambinkite {phone} arba rašykite {email}.',
    sections: [
      {
        heading: 'Siuntėjai ir vežėjai',
        paragraphs: ['Klausimų dėl siuntos, krovinio ar sąskaitos? Skambinkite mūsų operacijų komandai {phone} dieną ar naktį arba rašykite {email}.'],
      },
      { heading: 'Žiniasklaida', paragraphs: ['Žurnalistai gali kreiptis į mūsų spaudos tarnybą el. paštu {pressEmail}.'] },
      {
        heading: 'Darbas ir paraiškos',
        paragraphs: [
          'Kaip kandidatuoti, ką ir kur siųsti, aprašyta mūsų karjeros puslapyje (anglų kalba). Mūsų atrankos komanda atsako į klausimus telefonu {jobsPhone} nuo pirmadienio iki penktadienio 9.00–17.00 (CET) arba el. paštu {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Rašykite arba skambinkite',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlynas, Vokietija. Telefonas {phone}.',
    careersLink: 'Kaip kandidatuoti',
  },
  privacy: {
    title: 'Privatumo politika',
    description: 'Kaip Freight Demo GmbH tvarko jūsų asmens duomenis ir kokias teises turite.',
    heading: 'Privatumo politika',
    text: 'Asmens duomenis tvarkome tik savo paslaugoms teikti ir laikydamiesi Bendrojo duomenų apsaugos reglamento (BDAR).',
    sections: [
      {
        heading: 'Duomenų valdytojas',
        paragraphs: [
          'Už asmens duomenų tvarkymą šioje svetainėje atsakinga Freight Demo GmbH, Musterstraße 1, 10115 Berlynas, Vokietija. Su mūsų duomenų apsaugos pareigūnu galite susisiekti el. paštu {privacyEmail}.',
        ],
      },
      {
        heading: 'Apsilankymas svetainėje',
        paragraphs: [
          'Kad pateiktų jūsų prašomus puslapius ir užtikrintų svetainės saugumą, mūsų serveriai tvarko jūsų IP adresą, puslapio adresą ir užklausos laiką (BDAR 6 straipsnio 1 dalies f punktas). Šie žurnalai ištrinami po 30 dienų.',
        ],
      },
      {
        heading: 'Slapukai ir statistika',
        paragraphs: [
          'Svetainės veikimui būtini slapukai įsimena jūsų kalbą ir slapukų pasirinkimus. Statistika apie svetainės naudojimą renkama tik jums leidus (BDAR 6 straipsnio 1 dalies a punktas). Savo pasirinkimą bet kada galite pakeisti nuoroda „Slapukų nustatymai“ kiekvieno puslapio apačioje.',
        ],
      },
      {
        heading: 'Ataskaitos ir paraiškos',
        paragraphs: [
          'Kai užsisakote ataskaitą, saugome jūsų įvestus duomenis, kad galėtume ją išsiųsti, ir, jei sutinkate, kad galėtume su jumis dėl jos susisiekti. Darbo paraiškas naudojame tik atrankai ir ištriname praėjus šešiems mėnesiams po jos pabaigos, nebent sutinkate su ilgesniu terminu.',
        ],
      },
      {
        heading: 'Jūsų teisės',
        paragraphs: ['Jūs turite teisę:'],
        items: [
          'susipažinti su duomenimis, kuriuos apie jus saugome',
          'reikalauti juos ištaisyti arba ištrinti',
          'apriboti jų tvarkymą arba nesutikti su juo',
          'gauti juos perkeliamu formatu',
          'bet kada atšaukti savo sutikimą, galiojantį ateičiai',
          'pateikti skundą duomenų apsaugos priežiūros institucijai',
        ],
      },
      { heading: 'Kontaktai', paragraphs: ['Norėdami pasinaudoti savo teisėmis ar paklausti apie savo duomenis, rašykite {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Teisinė informacija',
    description: 'Teisinė informacija apie Freight Demo GmbH: bendrovė, įrašas registre ir kontaktai.',
    heading: 'Teisinė informacija',
    text: 'Informacija pagal Vokietijos skaitmeninių paslaugų įstatymo (DDG) 5 paragrafą.',
    sections: [
      { heading: 'Bendrovė', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlynas, Vokietija'] },
      { heading: 'Vadovai', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Kontaktai', paragraphs: ['Telefonas {phone}, el. paštas {email}'] },
      { heading: 'Įrašas registre', paragraphs: ['Berlyno-Šarlotenburgo apylinkės teismo (Amtsgericht) prekybos registras, HRB 123456 B'] },
      { heading: 'PVM mokėtojo kodas', paragraphs: ['DE123456789 (Vokietijos PVM įstatymo 27a paragrafas)'] },
    ],
  },
}
