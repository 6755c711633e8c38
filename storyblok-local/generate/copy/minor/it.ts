import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Italian company pages. */
export const itPages: MinorPagesCopy = {
  pagesList: { title: 'Pagine', description: 'Tutte le pagine del sito di Freight Demo, dai nostri prezzi alle note legali.' },
  about: {
    title: 'Chi siamo',
    description: 'Chi siamo: il team dietro la piattaforma digitale per il trasporto merci su strada in Europa.',
    heading: 'Rendiamo semplice il trasporto su strada',
    text: 'Freight Demo è nata nel 2016. Oggi conta 400 persone in otto sedi e lavora con oltre 50.000 trasportatori.',
    paragraphs: [
      'I mittenti pubblicano i loro carichi e la nostra piattaforma li abbina a trasportatori verificati sulla tratta giusta. Il prezzo è chiaro fin dall’inizio e ogni spedizione si può seguire in tempo reale fino alla consegna.',
      'Il nostro team di Berlino segue clienti in tutta Europa in dodici lingue. Ci misuriamo su una cosa sola: merci che arrivano puntuali, con meno chilometri a vuoto lungo la strada.',
    ],
  },
  forShippers: {
    title: 'Per i mittenti',
    description: 'Prenota trasporti su strada affidabili in tutta Europa, a prezzi trasparenti.',
    heading: 'Capacità su cui puoi contare',
    text: 'Pubblica il tuo carico, ricevi un prezzo in pochi secondi e segui la spedizione in tempo reale fino alla consegna.',
    paragraphs: [
      'Carichi completi, groupage o trasporto refrigerato: descrivi la spedizione una volta sola e ti rispondono trasportatori verificati sulla tua tratta. Conosci il prezzo prima di prenotare.',
      'Tutti i documenti, dalla bolla di consegna alla prova di avvenuta consegna, restano salvati con la spedizione. Il nostro team operativo è al tuo fianco giorno e notte.',
    ],
  },
  forCarriers: {
    title: 'Per i trasportatori',
    description: 'Trova carichi sulle tue tratte e ricevi il pagamento in pochi giorni.',
    heading: 'Più carichi, meno viaggi a vuoto',
    text: 'Con la nostra app trovi i carichi adatti, carichi i documenti e vieni pagato in fretta.',
    paragraphs: [
      'Indicaci le tue tratte e i tuoi mezzi: ti mostriamo i carichi adatti, anche per il viaggio di ritorno. Accetti un carico con un solo tocco nell’app.',
      'Carica dalla cabina la prova di consegna firmata e la tua fattura viene pagata in pochi giorni, senza solleciti.',
    ],
  },
  contact: {
    title: 'Contatti',
    description: 'Mettiti in contatto con il nostro team: telefono, e-mail e indirizzo.',
    heading: 'Siamo qui per aiutarti',
    text: 'Il nostro team operativo è raggiungibile 24 ore su 24 e risponde in dodici lingue: chiamaci al {phone} o scrivici a {email}.',
    sections: [
      {
        heading: 'Mittenti e trasportatori',
        paragraphs: [
          'Domande su una spedizione, un carico o una fattura? Chiama il nostro team operativo al {phone}, giorno e notte, oppure scrivi a {email}.',
        ],
      },
      { heading: 'Stampa', paragraphs: ['I giornalisti possono contattare il nostro ufficio stampa all’indirizzo {pressEmail}.'] },
      {
        heading: 'Lavoro e candidature',
        paragraphs: [
          'Come candidarsi, cosa inviare e dove lo spieghiamo nella nostra pagina carriere (in inglese). Il nostro team di selezione risponde alle domande al {jobsPhone}, dal lunedì al venerdì dalle 9:00 alle 17:00 (CET), oppure all’indirizzo {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Scrivici o chiamaci',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlino, Germania. Telefono {phone}.',
    careersLink: 'Come candidarsi',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    description: 'Come Freight Demo GmbH tratta i tuoi dati personali e quali diritti hai.',
    heading: 'Informativa sulla privacy',
    text: 'Trattiamo i dati personali solo per fornire i nostri servizi e nel rispetto del Regolamento generale sulla protezione dei dati (GDPR).',
    sections: [
      {
        heading: 'Titolare del trattamento',
        paragraphs: [
          'Titolare del trattamento dei dati personali su questo sito è Freight Demo GmbH, Musterstraße 1, 10115 Berlino, Germania. Il nostro responsabile della protezione dei dati è raggiungibile all’indirizzo {privacyEmail}.',
        ],
      },
      {
        heading: 'Visita a questo sito',
        paragraphs: [
          'Per fornire le pagine che richiedi e mantenere il sito sicuro, i nostri server trattano il tuo indirizzo IP, l’indirizzo della pagina e l’ora della richiesta (art. 6, par. 1, lett. f GDPR). Questi log vengono cancellati dopo 30 giorni.',
        ],
      },
      {
        heading: 'Cookie e statistiche',
        paragraphs: [
          'I cookie necessari al funzionamento del sito memorizzano la tua lingua e le tue scelte sui cookie. Le statistiche sull’uso del sito vengono raccolte solo se lo consenti (art. 6, par. 1, lett. a GDPR). Puoi cambiare la tua scelta in qualsiasi momento con il link «Impostazioni cookie» in fondo a ogni pagina.',
        ],
      },
      {
        heading: 'Report e candidature',
        paragraphs: [
          'Quando richiedi un report, conserviamo i dati che inserisci per inviartelo e, se acconsenti, per contattarti al riguardo. Le candidature sono usate solo per la selezione e cancellate sei mesi dopo la sua conclusione, salvo tuo consenso a un periodo più lungo.',
        ],
      },
      {
        heading: 'I tuoi diritti',
        paragraphs: ['Hai il diritto di:'],
        items: [
          'accedere ai dati che conserviamo su di te',
          'farli rettificare o cancellare',
          'limitarne il trattamento od opporti a esso',
          'riceverli in un formato portabile',
          'revocare il consenso in qualsiasi momento, con effetto per il futuro',
          'proporre reclamo a un’autorità di protezione dei dati',
        ],
      },
      { heading: 'Contatti', paragraphs: ['Per esercitare i tuoi diritti o avere informazioni sui tuoi dati, scrivi a {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Note legali',
    description: 'Informazioni legali su Freight Demo GmbH: la società, l’iscrizione al registro e i contatti.',
    heading: 'Note legali',
    text: 'Informazioni ai sensi del § 5 della legge tedesca sui servizi digitali (DDG).',
    sections: [
      { heading: 'Società', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlino, Germania'] },
      { heading: 'Amministratori', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Contatti', paragraphs: ['Telefono {phone}, e-mail {email}'] },
      { heading: 'Iscrizione al registro', paragraphs: ['Registro delle imprese del tribunale (Amtsgericht) di Berlino-Charlottenburg, HRB 123456 B'] },
      { heading: 'Partita IVA', paragraphs: ['DE123456789 (§ 27a della legge tedesca sull’IVA)'] },
    ],
  },
}
