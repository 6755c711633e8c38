import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Romanian company pages. */
export const roPages: MinorPagesCopy = {
  pagesList: { title: 'Pagini', description: 'Toate paginile site-ului Freight Demo, de la prețurile noastre până la informațiile legale.' },
  about: {
    title: 'Despre noi',
    description: 'Cine suntem: echipa din spatele platformei digitale de transport rutier de marfă pentru Europa.',
    heading: 'Facem transportul rutier simplu',
    text: 'Freight Demo a fost fondată în 2016. Astăzi are 400 de angajați în opt birouri și lucrează cu peste 50.000 de transportatori.',
    paragraphs: [
      'Expeditorii își publică încărcăturile, iar platforma noastră le potrivește cu transportatori verificați de pe ruta potrivită. Prețul se vede de la început, iar fiecare transport poate fi urmărit în timp real până la livrare.',
      'Echipa noastră din Berlin lucrează cu clienți din toată Europa, în douăsprezece limbi. Ne măsurăm după un singur lucru: marfă care ajunge la timp, cu mai puțini kilometri goi pe drum.',
    ],
  },
  forShippers: {
    title: 'Pentru expeditori',
    description: 'Rezervă transport rutier de încredere în toată Europa, la prețuri transparente.',
    heading: 'Capacitate pe care te poți baza',
    text: 'Publică încărcătura, primește un preț în câteva secunde și urmărește transportul în timp real până la livrare.',
    paragraphs: [
      'Încărcături complete, grupaj sau transport frigorific: descrii transportul o singură dată și îți răspund transportatori verificați de pe ruta ta. Știi prețul înainte să rezervi.',
      'Toate documentele, de la avizul de expediție la dovada de livrare, rămân salvate la transport. Echipa noastră de operațiuni te ajută zi și noapte.',
    ],
  },
  forCarriers: {
    title: 'Pentru transportatori',
    description: 'Găsește încărcături pe rutele tale și primește plata în câteva zile.',
    heading: 'Mai multe încărcături, mai puține curse goale',
    text: 'În aplicația noastră găsești încărcături potrivite, încarci documentele și ești plătit repede.',
    paragraphs: [
      'Spune-ne rutele și vehiculele tale și îți arătăm încărcăturile potrivite, inclusiv pentru drumul de întoarcere. Accepți o încărcătură cu o singură atingere în aplicație.',
      'Încarcă din cabină dovada de livrare semnată, iar factura ta este plătită în câteva zile, fără să alergi după bani.',
    ],
  },
  contact: {
    title: 'Contact',
    description: 'Ia legătura cu echipa noastră: telefon, e-mail și adresa Freight Demo.',
    heading: 'Suntem aici să te ajutăm',
    text: 'Echipa noastră de operațiuni este disponibilă non-stop și răspunde în douăsprezece limbi: sună-ne la {phone} sau scrie-ne la {email}.',
    sections: [
      {
        heading: 'Expeditori și transportatori',
        paragraphs: [
          'Ai întrebări despre un transport, o încărcătură sau o factură? Sună echipa noastră de operațiuni la {phone}, zi și noapte, sau scrie la {email}.',
        ],
      },
      { heading: 'Presă', paragraphs: ['Jurnaliștii pot contacta biroul nostru de presă la {pressEmail}.'] },
      {
        heading: 'Cariere și candidaturi',
        paragraphs: [
          'Cum aplici, ce trimiți și unde găsești pe pagina noastră de cariere (în engleză). Echipa noastră de recrutare răspunde la întrebări la {jobsPhone}, de luni până vineri, între 9:00 și 17:00 (CET), sau la {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Scrie-ne sau sună-ne',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Germania. Telefon {phone}.',
    careersLink: 'Cum aplici',
  },
  privacy: {
    title: 'Politica de confidențialitate',
    description: 'Cum prelucrează Freight Demo GmbH datele tale cu caracter personal și ce drepturi ai.',
    heading: 'Politica de confidențialitate',
    text: 'Prelucrăm date cu caracter personal doar pentru a ne furniza serviciile și în conformitate cu Regulamentul general privind protecția datelor (GDPR).',
    sections: [
      {
        heading: 'Operatorul datelor',
        paragraphs: [
          'Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Germania, este operatorul datelor cu caracter personal prelucrate pe acest site. Responsabilul nostru cu protecția datelor poate fi contactat la {privacyEmail}.',
        ],
      },
      {
        heading: 'Vizitarea acestui site',
        paragraphs: [
          'Pentru a livra paginile pe care le ceri și a menține site-ul în siguranță, serverele noastre prelucrează adresa ta IP, adresa paginii și ora cererii (art. 6 alin. (1) lit. f) GDPR). Aceste jurnale se șterg după 30 de zile.',
        ],
      },
      {
        heading: 'Cookie-uri și statistici',
        paragraphs: [
          'Cookie-urile necesare funcționării site-ului rețin limba ta și alegerile tale privind cookie-urile. Statisticile despre utilizarea site-ului sunt colectate doar dacă le permiți (art. 6 alin. (1) lit. a) GDPR). Îți poți schimba oricând alegerea prin linkul „Setări cookie” din partea de jos a fiecărei pagini.',
        ],
      },
      {
        heading: 'Rapoarte și candidaturi',
        paragraphs: [
          'Când soliciți un raport, păstrăm datele introduse pentru a ți-l trimite și, dacă ești de acord, pentru a te contacta în legătură cu el. Candidaturile sunt folosite doar pentru procesul de selecție și șterse la șase luni după încheierea acestuia, cu excepția cazului în care ești de acord cu o perioadă mai lungă.',
        ],
      },
      {
        heading: 'Drepturile tale',
        paragraphs: ['Ai dreptul:'],
        items: [
          'să accesezi datele pe care le păstrăm despre tine',
          'să ceri rectificarea sau ștergerea lor',
          'să restricționezi prelucrarea lor sau să te opui acesteia',
          'să le primești într-un format portabil',
          'să îți retragi oricând consimțământul, cu efect pentru viitor',
          'să depui o plângere la o autoritate de protecție a datelor',
        ],
      },
      { heading: 'Contact', paragraphs: ['Pentru a-ți exercita drepturile sau pentru întrebări despre datele tale, scrie la {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Informații legale',
    description: 'Informații legale despre Freight Demo GmbH: compania, înregistrarea în registru și datele de contact.',
    heading: 'Informații legale',
    text: 'Informații conform § 5 din Legea germană privind serviciile digitale (DDG).',
    sections: [
      { heading: 'Companie', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Germania'] },
      { heading: 'Administratori', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Contact', paragraphs: ['Telefon {phone}, e-mail {email}'] },
      { heading: 'Înregistrare', paragraphs: ['Registrul comerțului al Judecătoriei (Amtsgericht) Berlin-Charlottenburg, HRB 123456 B'] },
      { heading: 'Cod de identificare în scopuri de TVA', paragraphs: ['DE123456789 (§ 27a din Legea germană privind TVA)'] },
    ],
  },
}
