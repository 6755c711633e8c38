import type { MinorPagesCopy } from '../MinorPagesCopy'

/** The Portuguese (European) company pages. */
export const ptPages: MinorPagesCopy = {
  pagesList: { title: 'Páginas', description: 'Todas as páginas do site da Freight Demo, dos nossos preços aos avisos legais.' },
  about: {
    title: 'Sobre nós',
    description: 'Quem somos: a equipa por trás da plataforma digital de transporte rodoviário de mercadorias na Europa.',
    heading: 'Tornamos simples o transporte rodoviário',
    text: 'A Freight Demo nasceu em 2016. Hoje conta com 400 pessoas em oito escritórios e trabalha com mais de 50 000 transportadores.',
    paragraphs: [
      'Os expedidores publicam as suas cargas e a nossa plataforma junta-as a transportadores verificados na rota certa. O preço fica claro desde o início e cada envio pode ser acompanhado em tempo real até à entrega.',
      'A nossa equipa em Berlim trabalha com clientes de toda a Europa em doze idiomas. Medimo-nos por uma só coisa: mercadoria que chega a horas, com menos quilómetros em vazio pelo caminho.',
    ],
  },
  forShippers: {
    title: 'Para expedidores',
    description: 'Reserve transporte rodoviário fiável em toda a Europa, com preços transparentes.',
    heading: 'Capacidade com que pode contar',
    text: 'Publique a sua carga, receba um preço em segundos e acompanhe o envio em tempo real até à entrega.',
    paragraphs: [
      'Cargas completas, grupagem ou transporte refrigerado: descreva o envio uma vez e respondem-lhe transportadores verificados na sua rota. Conhece o preço antes de reservar.',
      'Todos os documentos, da guia de remessa ao comprovativo de entrega, ficam guardados com o envio. A nossa equipa de operações está disponível de dia e de noite.',
    ],
  },
  forCarriers: {
    title: 'Para transportadores',
    description: 'Encontre cargas nas suas rotas e receba o pagamento em poucos dias.',
    heading: 'Mais cargas, menos viagens em vazio',
    text: 'Na nossa app encontra cargas à medida, envia os documentos e recebe depressa.',
    paragraphs: [
      'Indique-nos as suas rotas e os seus veículos e mostramos-lhe as cargas certas, também para a viagem de regresso. Aceita uma carga com um só toque na app.',
      'Envie da cabina o comprovativo de entrega assinado e a sua fatura é paga em poucos dias, sem ter de reclamar o pagamento.',
    ],
  },
  contact: {
    title: 'Contacto',
    description: 'Fale com a nossa equipa: telefone, e-mail e morada da Freight Demo.',
    heading: 'Estamos aqui para ajudar',
    text: 'A nossa equipa de operações está disponível 24 horas por dia e responde em doze idiomas: ligue-nos para o {phone} ou escreva para {email}.',
    sections: [
      {
        heading: 'Expedidores e transportadores',
        paragraphs: [
          'Dúvidas sobre um envio, uma carga ou uma fatura? Ligue para a nossa equipa de operações pelo {phone}, de dia ou de noite, ou escreva para {email}.',
        ],
      },
      { heading: 'Imprensa', paragraphs: ['Os jornalistas podem contactar o nosso gabinete de imprensa através de {pressEmail}.'] },
      {
        heading: 'Emprego e candidaturas',
        paragraphs: [
          'Como se candidatar, o que enviar e para onde está explicado na nossa página de carreiras (em inglês). A nossa equipa de recrutamento responde a perguntas pelo {jobsPhone}, de segunda a sexta-feira, das 9:00 às 17:00 (CET), ou através de {jobsEmail}.',
        ],
      },
    ],
    boxTitle: 'Escreva-nos ou ligue-nos',
    boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlim, Alemanha. Telefone {phone}.',
    careersLink: 'Como se candidatar',
  },
  privacy: {
    title: 'Política de privacidade',
    description: 'Como a Freight Demo GmbH trata os seus dados pessoais e quais são os seus direitos.',
    heading: 'Política de privacidade',
    text: 'Tratamos dados pessoais apenas para prestar os nossos serviços e em conformidade com o Regulamento Geral sobre a Proteção de Dados (RGPD).',
    sections: [
      {
        heading: 'Responsável pelo tratamento',
        paragraphs: [
          'A Freight Demo GmbH, Musterstraße 1, 10115 Berlim, Alemanha, é responsável pelo tratamento dos dados pessoais neste site. O nosso encarregado da proteção de dados pode ser contactado através de {privacyEmail}.',
        ],
      },
      {
        heading: 'Visitas a este site',
        paragraphs: [
          'Para entregar as páginas que pede e manter o site seguro, os nossos servidores tratam o seu endereço IP, o endereço da página e a hora do pedido (art. 6.º, n.º 1, alínea f), do RGPD). Estes registos são apagados ao fim de 30 dias.',
        ],
      },
      {
        heading: 'Cookies e estatísticas',
        paragraphs: [
          'Os cookies de que o site precisa para funcionar guardam o seu idioma e as suas escolhas de cookies. As estatísticas sobre a utilização do site só são recolhidas se o permitir (art. 6.º, n.º 1, alínea a), do RGPD). Pode alterar a sua escolha a qualquer momento na ligação «Definições de cookies», no fundo de cada página.',
        ],
      },
      {
        heading: 'Relatórios e candidaturas',
        paragraphs: [
          'Quando pede um relatório, guardamos os dados que introduz para lho enviar e, se concordar, para o contactar a esse respeito. As candidaturas são usadas apenas no processo de seleção e apagadas seis meses após o seu fim, salvo se concordar com um prazo mais longo.',
        ],
      },
      {
        heading: 'Os seus direitos',
        paragraphs: ['Tem o direito de:'],
        items: [
          'aceder aos dados que guardamos sobre si',
          'pedir a sua retificação ou apagamento',
          'limitar o seu tratamento ou opor-se a ele',
          'recebê-los num formato portável',
          'retirar o seu consentimento a qualquer momento, com efeitos para o futuro',
          'apresentar reclamação a uma autoridade de proteção de dados',
        ],
      },
      { heading: 'Contacto', paragraphs: ['Para exercer os seus direitos ou saber mais sobre os seus dados, escreva para {privacyEmail}.'] },
    ],
  },
  imprint: {
    title: 'Informação legal',
    description: 'Informação legal sobre a Freight Demo GmbH: a empresa, o seu registo comercial e os contactos.',
    heading: 'Informação legal',
    text: 'Informação nos termos do § 5 da lei alemã dos serviços digitais (DDG).',
    sections: [
      { heading: 'Empresa', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlim, Alemanha'] },
      { heading: 'Gerentes', paragraphs: ['Anna Schmidt, Marek Nowak'] },
      { heading: 'Contacto', paragraphs: ['Telefone {phone}, e-mail {email}'] },
      { heading: 'Registo comercial', paragraphs: ['Registo comercial do tribunal de comarca (Amtsgericht) de Berlim-Charlottenburg, HRB 123456 B'] },
      { heading: 'Número de identificação para efeitos de IVA', paragraphs: ['DE123456789 (§ 27a da lei alemã do IVA)'] },
    ],
  },
}
