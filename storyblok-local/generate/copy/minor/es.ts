import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Spanish company pages. */
export const esPages: MinorPagesCopy = {
  pagesList: { title: 'Páginas', description: 'Todas las páginas del sitio web de Freight Demo, desde nuestros precios hasta los avisos legales.' },
  about: {
    title: 'Sobre nosotros',
    description: 'Quiénes somos: el equipo detrás de la plataforma digital de transporte por carretera para Europa.',
    heading: 'Hacemos fácil el transporte por carretera',
    text: 'Freight Demo nació en 2016. Hoy somos 400 personas en ocho oficinas y trabajamos con más de 50 000 transportistas.',
    paragraphs: [
      'Los cargadores publican sus cargas y nuestra plataforma las asigna a transportistas verificados que cubren la ruta adecuada. El precio se ve desde el principio y cada envío se puede seguir en directo hasta la entrega.',
      'Nuestro equipo de Berlín atiende a clientes de toda Europa en doce idiomas. Nos medimos por una sola cosa: mercancía que llega a tiempo y menos kilómetros en vacío por el camino.',
    ],
  },
  forShippers: {
    title: 'Para cargadores',
    description: 'Contrata transporte por carretera fiable en toda Europa a precios transparentes.',
    heading: 'Capacidad con la que puedes contar',
    text: 'Publica tu carga, recibe un precio en segundos y sigue tu envío en directo hasta la entrega.',
    paragraphs: [
      'Cargas completas, grupaje o transporte refrigerado: describe tu envío una sola vez y te responderán transportistas verificados de tu ruta. Conoces el precio antes de reservar.',
      'Todos los documentos, del albarán a la prueba de entrega, quedan guardados con el envío. Nuestro equipo de operaciones te ayuda de día y de noche.',
    ],
  },
  forCarriers: {
    title: 'Para transportistas',
    description: 'Encuentra cargas en tus rutas y cobra en pocos días, sin perseguir facturas.',
    heading: 'Más cargas, menos viajes en vacío',
    text: 'Con nuestra app encuentras cargas a tu medida, subes los documentos y cobras rápido.',
    paragraphs: [
      'Dinos tus rutas y tus vehículos y te mostraremos cargas que encajan, también para el viaje de vuelta. Aceptas una carga con un solo toque en la app.',
      'Sube la prueba de entrega firmada desde la cabina y tu factura se paga en pocos días, sin tener que reclamar el pago.',
    ],
  },
  contact: {
    title: 'Contacto',
    description: 'Ponte en contacto con nuestro equipo: teléfono, correo electrónico y dirección.',
    heading: 'Estamos aquí para ayudarte',
    text: 'Nuestro equipo de operaciones está disponible las 24 horas y atiende en doce idiomas: llámanos al {phone} o escríbenos a {email}.',
    sections: [
      {
        heading: 'Cargadores y transportistas',
        paragraphs: [
          '¿Preguntas sobre un envío, una carga o una factura? Llama a nuestro equipo de operaciones al {phone}, de día o de noche, o escribe a {email}.',
        ],
      },
      { heading: 'Prensa', paragraphs: ['Los periodistas pueden contactar con nuestra oficina de prensa en {pressEmail}.'] },
      {
        heading: 'Empleo y candidaturas',
        paragraphs: [
          'Cómo presentar tu candidatura, qué enviar y adónde lo explicamos en nuestra página de empleo (en inglés). Nuestro equipo de selección responde a tus preguntas en el {jobsPhone}, de lunes a viernes de 9:00 a 17:00 (CET), o en {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Escríbenos o llámanos',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlín, Alemania. Teléfono {phone}.',
    careersLink: 'Cómo presentar tu candidatura',
  },
  privacy: {
    title: 'Política de privacidad',
    description: 'Cómo trata Freight Demo GmbH tus datos personales y qué derechos tienes.',
    heading: 'Política de privacidad',
    text: 'Tratamos datos personales únicamente para prestar nuestros servicios y conforme al Reglamento General de Protección de Datos (RGPD).',
    sections: [
      {
        heading: 'Responsable del tratamiento',
        paragraphs: [
          'Freight Demo GmbH, Musterstraße 1, 10115 Berlín, Alemania, es responsable del tratamiento de los datos personales en este sitio web. Puedes contactar con nuestro delegado de protección de datos en {privacyEmail}.',
        ],
      },
      {
        heading: 'Visitas a este sitio web',
        paragraphs: [
          'Para servir las páginas que solicitas y mantener el sitio seguro, nuestros servidores tratan tu dirección IP, la dirección de la página y la hora de la solicitud (art. 6.1.f RGPD). Estos registros se borran a los 30 días.',
        ],
      },
      {
        heading: 'Cookies y analítica',
        paragraphs: [
          'Las cookies necesarias para que el sitio funcione guardan tu idioma y tus preferencias de cookies. Las estadísticas sobre el uso del sitio solo se recogen si lo permites (art. 6.1.a RGPD). Puedes cambiar tu elección en cualquier momento con el enlace «Configuración de cookies» al pie de cada página.',
        ],
      },
      {
        heading: 'Informes y candidaturas',
        paragraphs: [
          'Cuando solicitas un informe, guardamos los datos que introduces para enviártelo y, si lo aceptas, para contactarte sobre él. Las candidaturas se usan solo para el proceso de selección y se borran seis meses después de que termine, salvo que aceptes un plazo más largo.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: ['Tienes derecho a:'],
        items: [
          'acceder a los datos que tenemos sobre ti',
          'rectificarlos o suprimirlos',
          'limitar su tratamiento u oponerte a él',
          'recibirlos en un formato portable',
          'retirar tu consentimiento en cualquier momento, con efecto para el futuro',
          'presentar una reclamación ante una autoridad de protección de datos',
        ],
      },
      { heading: 'Contacto', paragraphs: ['Para ejercer tus derechos o preguntar por tus datos, escribe a {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Aviso legal',
    description: 'Información legal sobre Freight Demo GmbH: la empresa, su inscripción registral y sus datos de contacto.',
    heading: 'Aviso legal',
    text: 'Información conforme al § 5 de la Ley alemana de servicios digitales (DDG).',
    sections: [
      { heading: 'Empresa', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlín, Alemania'] },
      { heading: 'Administradores', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Contacto', paragraphs: ['Teléfono {phone}, correo electrónico {email}'] },
      {
        heading: 'Inscripción registral',
        paragraphs: ['Registro Mercantil del Juzgado de Primera Instancia (Amtsgericht) de Berlín-Charlottenburg, HRB 123456 B'],
      },
      { heading: 'Número de identificación a efectos del IVA', paragraphs: ['DE123456789 (§ 27a de la Ley alemana del IVA)'] },
    ],
  },
}
