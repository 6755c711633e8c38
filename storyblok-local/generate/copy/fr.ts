import type { FullLanguageCopy } from './FullLanguageCopy'

/** French puts no capital after a colon: `Guide pratique : le fret ferroviaire`. */
const afterColon = (topic: string): string => topic.charAt(0).toLowerCase() + topic.slice(1)

const topics = [
  'La capacité du transport routier',
  'Le transport intermodal',
  'Le transport en charge complète (FTL)',
  'Le transport en lots partiels (LTL)',
  'Le dédouanement transfrontalier',
  'Les surcharges carburant',
  'La pénurie de conducteurs',
  'L’appariement numérique du fret',
  'Les camions électriques',
  'L’automatisation des entrepôts',
  'La livraison du dernier kilomètre',
  'La logistique du froid',
  'L’optimisation des itinéraires',
  'Le reporting carbone',
  'Les tarifs spot et contractuels',
  'La facturation du fret',
  'Le suivi en temps réel',
  'L’échange de palettes',
  'Les marchandises dangereuses (ADR)',
  'Le fret ferroviaire',
  'Le cabotage maritime',
  'La planification de la haute saison',
  'Les péages routiers en Europe',
  'Le taux de remplissage',
  'Les trajets à vide',
  'La lettre de voiture électronique (e-CMR)',
  'La résilience des chaînes logistiques',
  'Le nearshoring',
  'L’intégration des transporteurs',
  'Les délais de paiement des transporteurs',
  'Le paquet mobilité de l’UE',
  'Le diesel renouvelable (HVO)',
]

export const fr: FullLanguageCopy = {
  settings: {
    solutions: 'Solutions',
    forShippers: 'Pour les chargeurs',
    forCarriers: 'Pour les transporteurs',
    pricing: 'Tarifs',
    mobileApp: 'Application mobile',
    resources: 'Ressources',
    blog: 'Blog',
    caseStudies: 'Études de cas',
    glossary: 'Glossaire',
    reports: 'Études',
    webinars: 'Webinaires',
    techBlog: 'Blog tech',
    company: 'Entreprise',
    about: 'À propos',
    sustainability: 'Développement durable',
    press: 'Presse',
    openPositions: 'Offres d’emploi',
    contact: 'Contact',
    partners: 'Partenaires',
    signUp: 'S’inscrire',
    logIn: 'Se connecter',
    getTheApp: 'Télécharger l’application',
    cookieSettings: 'Paramètres des cookies',
    privacy: 'Politique de confidentialité',
    imprint: 'Mentions légales',
    legal: 'Informations juridiques',
    copyright: '© {year} Freight Demo GmbH. Tous droits réservés.',
    bannerText: 'Nouveau : réservez des charges complètes dans toute l’Europe en moins d’une minute.',
    bannerLink: 'Réserver une charge complète',
    errorTitle: 'Cette route est fermée',
    errorText: 'La page que vous cherchez a été déplacée ou n’a jamais existé. Nous vous remettons sur la bonne voie.',
    backToHome: 'Retour à l’accueil',
    signupOverline: 'Commencer',
    signupTitle: 'Comment souhaitez-vous utiliser Freight Demo ?',
    signupText: 'Créez un compte gratuit en deux minutes. Aucune carte bancaire requise.',
    loginOverline: 'Bon retour',
    loginTitle: 'Se connecter à Freight Demo',
    loginText: 'Choisissez le compte que vous souhaitez utiliser.',
    shipperTitle: 'J’expédie des marchandises',
    shipperText: 'Trouvez des transporteurs fiables, comparez les prix et suivez chaque chargement.',
    carrierTitle: 'Je transporte des marchandises',
    carrierText: 'Recevez des chargements sur vos itinéraires, évitez les trajets à vide et soyez payé rapidement.',
    homeTitle: 'Freight Demo – la plateforme numérique de fret pour l’Europe',
    homeDescription: 'Réservez du transport routier dans toute l’Europe : transporteurs vérifiés, prix transparents et suivi en direct de chaque envoi.',
    homeHeading: 'Nous transportons le fret de l’Europe, camion après camion',
    homeIntro: 'Freight Demo met en relation les chargeurs avec des milliers de transporteurs vérifiés dans 30 pays.',
  },
  topics,
  topicsMidSentence: topics.map(afterColon),
  blog: {
    titles: [
      (topic) => `${topic} : le guide des chargeurs`,
      (topic) => `${topic} en cinq minutes`,
      (topic) => `Guide pratique : ${afterColon(topic)}`,
      (topic) => `${topic} : tendances 2025`,
    ],
    teasers: [
      (topic) => `${topic} : quel impact sur les coûts, la fiabilité et la planification des routes européennes, et que faire dès aujourd’hui ?`,
      (topic) => `${topic} : nos experts du marché répondent aux questions les plus fréquentes.`,
      (topic) => `${topic} : faits, chiffres et conseils pratiques pour les acheteurs de transport et les transporteurs.`,
    ],
    intro: (_topic, topic) =>
      `Un sujet sur lequel nos clients nous interrogent souvent : ${topic}. Dans cet article, nous résumons ce que nous observons sur le marché et ce que cela implique pour vos opérations au quotidien.`,
    whyItMatters: 'Pourquoi c’est important',
    whatYouCanDo: 'Ce que vous pouvez faire dès maintenant',
    ourView: 'Notre analyse',
    readAlso: 'À lire aussi :',
    paragraphs: [
      'Les marchés européens du fret évoluent vite : capacités, prix et réglementation peuvent changer d’une semaine à l’autre. Les chargeurs qui planifient avec des données fiables et un large réseau de transporteurs gardent une longueur d’avance.',
      'Notre plateforme met en relation des milliers de transporteurs vérifiés avec des chargeurs dans 30 pays, afin que chaque chargement trouve le bon camion au juste prix.',
      'La transparence est la base : suivi en direct, documents numériques et tarifs clairs rendent chaque envoi prévisible pour tous les acteurs.',
      'Les petits transporteurs en profitent aussi. Paiement rapide, moins de kilomètres à vide et un flux régulier de chargements les aident à développer leur activité.',
      'La durabilité n’est plus une option. Un meilleur taux de remplissage et des itinéraires plus intelligents réduisent à la fois les coûts et les émissions.',
      'Les meilleurs résultats naissent de l’alliance entre technologie et humains : notre équipe opérationnelle est joignable 24 h/24 dans douze langues.',
    ],
    tips: [
      'Revoyez vos axes et vos volumes chaque trimestre.',
      'Combinez capacités contractuelles et capacités spot.',
      'Communiquez des horaires de chargement précis à vos transporteurs.',
    ],
    quote: 'Une capacité fiable repose sur la confiance, pas sur le prix le plus bas.',
  },
  authors: {
    roles: [
      'Responsable éditoriale',
      'Analyste de marché',
      'Responsable des opérations',
      'Responsable du développement durable',
      'Responsable de la réussite client',
      'Responsable des relations transporteurs',
      'Cheffe de produit',
      'Ingénieur logiciel senior',
      'Data scientist',
      'Responsable grands comptes',
      'Juriste',
      'Directeur des opérations',
    ],
  },
  caseStudies: {
    titles: [
      (customer, percent) => `${customer} : ${percent} % de trajets à vide en moins`,
      (customer, percent) => `${customer} réduit ses coûts de transport de ${percent} %`,
      (customer, percent) => `${customer} : ${percent} % de CO₂ en moins par envoi`,
      (customer, percent) => `${customer} livre ${percent} % plus vite en Europe`,
    ],
    teaser: (industry) => `Secteur : ${industry}. Un chargeur présent dans toute l’Europe repense ses achats de transport.`,
    industries: [
      'Agroalimentaire',
      'Bois',
      'Pharmaceutique',
      'Automobile',
      'Textile',
      'Électronique',
      'Produits frais',
      'Chimie',
      'Ameublement',
      'Papier et emballage',
      'Équipementiers automobiles',
      'Boissons',
    ],
    challenge: 'Le défi',
    solution: 'La solution',
    result: 'Le résultat',
    challengeText: (customer) =>
      `${customer} expédie chaque semaine des marchandises dans toute l’Europe. La hausse des coûts et des capacités peu fiables compliquaient la planification.`,
    solutionText: (customer) =>
      `Ensemble, nous avons transféré les principaux axes de ${customer} sur notre plateforme, en combinant capacités contractuelles et chargements spot.`,
    resultText: (customer) => `En six mois, ${customer} a atteint ses objectifs, avec une visibilité complète sur chaque envoi.`,
  },
  glossary: [
    {
      term: 'Charge complète (FTL)',
      definition: 'Un envoi qui occupe tout l’espace de chargement d’un camion, généralement d’un chargeur vers un destinataire.',
      more: [
        'Une charge complète va directement du lieu de chargement à l’adresse de livraison, sans arrêt pour charger ou décharger d’autres marchandises. Le chargeur réserve tout le véhicule, le plus souvent une semi-remorque de 13,6 mètres avec 33 emplacements de palettes et jusqu’à 24 tonnes de charge utile, et le paie que l’espace soit plein ou non.',
        'Comme aucune autre marchandise n’est à bord, le chargement est moins manipulé, arrive plus vite et risque moins d’être endommagé. La charge complète est la colonne vertébrale du fret routier européen : la plupart des envois entre usines, entrepôts et plateformes de distribution voyagent ainsi.',
      ],
      example:
        'Un fabricant de meubles de Poznań expédie 30 palettes de canapés vers l’entrepôt d’un distributeur à Lyon. Il réserve une charge complète : le camion est chargé le matin et livré deux jours plus tard, plombé de bout en bout.',
      related: [1, 7, 13],
    },
    {
      term: 'Lot partiel (LTL)',
      definition: 'Un envoi qui n’occupe qu’une partie du camion : plusieurs chargeurs partagent l’espace et les coûts.',
      more: [
        'En lot partiel, un transporteur collecte des envois d’une à une douzaine de palettes chez plusieurs chargeurs et les transporte ensemble. Chaque chargeur ne paie que l’espace et le poids qu’il utilise, le plus souvent au mètre de plancher ou à l’emplacement de palette.',
        'Le prix par palette est plus bas que celui d’un camion entier, mais la marchandise passe par une ou plusieurs plateformes : les délais sont plus longs et les manutentions plus nombreuses. Le lot partiel convient aux petites commandes régulières, aux pièces détachées et à l’approvisionnement des magasins.',
      ],
      example:
        'Un torréfacteur envoie chaque semaine quatre palettes de Hambourg à Vienne. En partageant un camion avec d’autres chargeurs, il paie le tiers d’une charge complète, et les palettes arrivent en trois jours.',
      related: [0, 11, 8],
    },
    {
      term: 'Lettre de voiture CMR',
      definition: 'Le document de transport standard du fret routier international selon la convention CMR.',
      more: [
        'La lettre de voiture CMR indique qui expédie, transporte et reçoit la marchandise, ce qui est transporté et les instructions pour le trajet. Elle est établie en au moins trois originaux : pour l’expéditeur, pour accompagner la marchandise et pour le transporteur.',
        'Elle fait foi du contrat de transport et de l’état de la marchandise à la prise en charge. Les réserves sur les dommages inscrites au chargement ou à la livraison décident de la responsabilité. De nombreux pays acceptent désormais sa version électronique, l’e-CMR.',
      ],
      example:
        'À la livraison à Milan, le destinataire inscrit deux palettes cassées sur la lettre de voiture CMR et la signe. C’est cette réserve qui permet ensuite au chargeur d’obtenir une indemnisation du transporteur.',
      related: [9, 3, 6],
    },
    {
      term: 'Incoterms',
      definition: 'Des règles internationales qui définissent les coûts et les risques supportés par le vendeur et l’acheteur pendant le transport.',
      more: [
        'Les Incoterms sont publiés par la Chambre de commerce internationale, dans leur version 2020. Chacune des onze règles, désignée par trois lettres comme EXW, FCA ou DAP, fixe le point où s’arrêtent les obligations du vendeur et où commencent celles de l’acheteur.',
        'Elles précisent qui réserve et paie le transport, qui l’assure, qui dédouane et à quel moment le risque de perte passe à l’acheteur. Elles ne règlent ni le prix ni le transfert de propriété, qui relèvent du contrat de vente.',
      ],
      example:
        'Un fabricant espagnol vend des machines « DAP Rotterdam » à un client néerlandais. Le vendeur organise et paie le camion jusqu’à la porte du client ; l’acheteur décharge et supporte le risque à partir de ce moment.',
      related: [2, 10, 6],
    },
    {
      term: 'Cabotage',
      definition: 'Un transport national effectué par un transporteur immatriculé dans un autre pays, encadré par les règles de l’UE.',
      more: [
        'Selon les règles de l’UE, un transporteur peut effectuer jusqu’à trois transports nationaux dans un autre État membre dans les sept jours suivant une livraison internationale dans ce pays. Ensuite, le camion doit quitter le pays pendant quatre jours avant de pouvoir y refaire du cabotage.',
        'Le cabotage permet de remplir les camions au retour au lieu de rouler à vide, mais il est étroitement contrôlé : le conducteur doit pouvoir présenter les documents du transport international et de chaque transport national.',
      ],
      example:
        'Un camion lituanien livre des marchandises de Kaunas à Munich, puis prend un chargement de Munich à Stuttgart et un autre de Stuttgart à Francfort avant de rentrer. Les deux trajets allemands sont du cabotage.',
      related: [7, 0, 10],
    },
    {
      term: 'Surestaries',
      definition: 'Des frais facturés lorsqu’un camion ou un conteneur est immobilisé au-delà du temps de chargement ou de déchargement convenu.',
      more: [
        'Les temps de chargement et de déchargement sont fixés dans l’ordre de transport, souvent deux heures pour une charge complète. Si le conducteur doit attendre plus longtemps parce que la marchandise ou le quai n’est pas prêt, le transporteur facture des surestaries pour chaque heure ou chaque jour d’attente.',
        'En transport routier, on parle aussi de frais d’attente. Les chargeurs les évitent en réservant des créneaux au quai et en partageant les heures d’arrivée en direct, pour que l’entrepôt soit prêt quand le camion arrive.',
      ],
      example:
        'Un camion se présente à 8 h à son créneau dans une plateforme de distribution mais n’est déchargé qu’à 13 h. Trois heures au-delà des deux prévues, à 45 € l’heure, ajoutent 135 € à la facture.',
      related: [6, 8, 2],
    },
    {
      term: 'Destinataire',
      definition: 'La personne ou l’entreprise qui reçoit la marchandise à la fin du transport.',
      more: [
        'Le destinataire est désigné dans les documents de transport, comme la lettre de voiture CMR ou le connaissement, et a le droit de prendre livraison. Ce n’est pas toujours l’acheteur : la marchandise est souvent livrée à un entrepôt ou à un prestataire logistique qui agit pour lui.',
        'À la livraison, le destinataire vérifie la marchandise, inscrit les dommages ou manquants sur les documents et les signe. Cette signature met fin à la responsabilité du transporteur, sauf pour les dommages qui n’étaient pas visibles tout de suite.',
      ],
      example:
        'Une boutique en ligne achète des lampes à une usine au Portugal et les fait livrer à son centre de préparation près de Rotterdam. Ce centre est le destinataire sur la lettre de voiture CMR.',
      related: [2, 5, 3],
    },
    {
      term: 'Fret de retour',
      definition: 'Un chargement pour le trajet du retour, afin que le camion ne revienne pas à vide.',
      more: [
        'Après une livraison, un camion est souvent loin de chez lui ou de son prochain chargement. Un fret de retour remplit ce trajet : le transporteur gagne de l’argent dans les deux sens et le coût des kilomètres à vide disparaît.',
        'Les frets de retour sont souvent proposés sous le prix du marché, puisque le trajet serait fait de toute façon. Les plateformes de fret numériques les proposent automatiquement, l’un des moyens les plus simples de réduire coûts et émissions.',
      ],
      example:
        'Un transporteur de Łódź livre du papier à Milan. Au lieu de rentrer à vide, il prend un chargement de carrelage de Modène à Varsovie, trouvé la veille sur la plateforme.',
      related: [0, 4, 11],
    },
    {
      term: 'Cross-docking',
      definition: 'Les marchandises sont déchargées d’un véhicule et rechargées directement dans un autre, sans stockage ou presque.',
      more: [
        'Sur une plateforme de cross-docking, les camions entrants sont déchargés d’un côté du bâtiment et la marchandise est triée directement vers les camions sortants de l’autre côté, en général en quelques heures. Rien ou presque n’est stocké.',
        'Le cross-docking permet de regrouper les marchandises de nombreux fournisseurs en chargements complets par destination et raccourcit les délais. Il demande une planification précise : si un camion entrant est en retard, les camions sortants attendent.',
      ],
      example:
        'Une chaîne de supermarchés reçoit la nuit des produits frais de vingt exploitations sur sa plateforme et envoie des chargements mixtes à soixante magasins avant 6 h le lendemain.',
      related: [11, 1, 10],
    },
    {
      term: 'Connaissement',
      definition: 'Un document émis par le transporteur qui atteste la prise en charge de la marchandise, surtout en transport maritime.',
      more: [
        'Le connaissement a trois fonctions : il accuse réception de la marchandise, prouve le contrat de transport et, sous sa forme négociable, représente la marchandise elle-même. Celui qui détient l’original peut la réclamer à destination.',
        'Comme il peut être vendu ou donné en garantie, le connaissement est au cœur du financement du commerce et des crédits documentaires. Dans le fret routier européen, son rôle est tenu par la lettre de voiture CMR, qui n’est pas un titre représentatif.',
      ],
      example:
        'Un négociant expédie des conteneurs de café de Santos à Anvers. Pendant que le navire est en mer, il vend la cargaison en remettant le connaissement original à l’acheteur.',
      related: [2, 3, 10],
    },
    {
      term: 'Commissionnaire de transport',
      definition: 'Une entreprise qui organise le transport pour le compte d’un chargeur, souvent avec plusieurs transporteurs.',
      more: [
        'Un commissionnaire de transport ne possède pas forcément de camions. Il planifie l’itinéraire, choisit et réserve les transporteurs, prépare les documents, organise le dédouanement et l’assurance, et reste l’interlocuteur unique du chargeur.',
        'Les commissionnaires regroupent les volumes de nombreux clients, ce qui leur donne de meilleurs prix et plus de capacité. Selon le contrat, il répond de ses choix comme intermédiaire ou, s’il s’engage sur un prix fixe, comme un transporteur.',
      ],
      example:
        'Un importateur de jouets confie ses envois d’Asie à un commissionnaire, qui organise le fret maritime jusqu’à Hambourg, le dédouanement et les camions vers douze magasins en Allemagne.',
      related: [11, 3, 9],
    },
    {
      term: 'Groupage',
      definition: 'Le regroupement de plusieurs petits envois de clients différents en un seul chargement.',
      more: [
        'En groupage, un groupeur collecte de petits envois dans une région, les amène sur une plateforme et les regroupe en chargements complets par région de destination. À l’arrivée, une autre plateforme dégroupe le chargement et des camions locaux livrent chaque envoi.',
        'Le groupage est le réseau qui porte le lot partiel en Europe. Pour de petits volumes, il coûte moins qu’un camion dédié et convient aux envois trop gros pour la messagerie colis.',
      ],
      example:
        'Six petits fabricants autour de Turin envoient chacun quelques palettes en France. Un groupeur les collecte, envoie un camion complet à Lyon et livre à partir de là.',
      related: [1, 8, 10],
    },
    {
      term: 'Hayon élévateur',
      definition: 'Une plateforme hydraulique à l’arrière du camion qui monte et descend les marchandises.',
      more: [
        'Un hayon élévateur est monté à l’arrière d’un camion ou d’un fourgon. Il monte les palettes et les charges lourdes du niveau de la rue au plancher de chargement, pour livrer là où il n’y a pas de quai.',
        'La plupart des hayons portent de 750 à 2 500 kilogrammes. Le chargeur doit préciser quand il en faut un : tous les camions n’en ont pas, et sans lui une livraison peut échouer sur place.',
      ],
      example:
        'Un restaurant du centre de Lisbonne reçoit une nouvelle chambre froide. Faute de quai dans la rue, le conducteur descend la palette de 400 kilogrammes sur le trottoir avec le hayon.',
      related: [13, 6, 1],
    },
    {
      term: 'Charge utile',
      definition: 'Le poids maximal de marchandises qu’un véhicule peut légalement transporter.',
      more: [
        'La charge utile est la différence entre le poids total autorisé du véhicule et son poids à vide. Pour un ensemble articulé européen type de 40 tonnes, elle est d’environ 24 à 25 tonnes.',
        'La dépasser est dangereux et interdit : les distances de freinage s’allongent, les routes s’usent, et le conducteur risque une amende et une immobilisation. Les marchandises lourdes et compactes atteignent souvent la charge utile bien avant que l’espace soit plein.',
      ],
      example:
        'Un négociant en acier expédie des bobines de 26 tonnes. Elles n’occupent qu’une petite partie de la remorque mais dépassent la charge utile : le chargement doit être réparti sur deux camions.',
      related: [12, 0, 1],
    },
  ],
  glossaryHeadings: { example: 'Exemple', related: 'Termes associés' },
  press: {
    itemTitles: [
      (city) => `Freight Demo ouvre un nouveau bureau à ${city}`,
      (city) => `Freight Demo accueille 1 000 transporteurs à ${city}`,
      (city) => `Freight Demo ouvre un corridor électrique depuis ${city}`,
    ],
    cities: ['Varsovie', 'Vilnius', 'Lyon', 'Hambourg', 'Milan', 'Rotterdam', 'Bucarest', 'Riga', 'Tallinn', 'Porto', 'Madrid', 'Vienne'],
    itemTeaser: 'La plateforme numérique de fret poursuit le développement de son réseau européen.',
    itemText:
      'Freight Demo, la plateforme numérique de fret pour l’Europe, a annoncé aujourd’hui une nouvelle étape de son expansion. Elle renforce ainsi son réseau de chargeurs et de transporteurs dans la région.',
    boilerplateHeading: 'À propos de Freight Demo',
    boilerplate:
      'Freight Demo met en relation chargeurs et transporteurs dans toute l’Europe. Sa plateforme rend le transport routier transparent, efficace et durable.',
    postTitles: [
      'Point trimestriel : T1 2023',
      'Point trimestriel : T2 2023',
      'Point trimestriel : T3 2023',
      'Point trimestriel : T4 2023',
      'Point trimestriel : T1 2024',
      'Point trimestriel : T2 2024',
      'Point trimestriel : T3 2024',
      'Point trimestriel : T4 2024',
      'Freight Demo nomme un nouveau directeur des opérations',
      'Freight Demo remporte le Prix européen de la logistique',
      'Freight Demo boucle sa levée de fonds de série C',
      'Freight Demo rejoint la Green Freight Alliance',
    ],
    postTeaser: 'Actualités et nouvelles de l’équipe Freight Demo sur la plateforme et son réseau.',
    clippingSuffixes: ['comment les start-up changent la donne', 'un regard derrière les chiffres', 'entretien avec le PDG de Freight Demo'],
    publications: ['Le Journal du Fret', 'Transport Hebdo', 'Logistique Magazine Europe', 'La Revue de la Supply Chain'],
  },
  reports: {
    indexTitle: (quarter, year) => `Indice européen du transport routier T${quarter} ${year}`,
    whitepaperTitle: (topic) => `Livre blanc : ${afterColon(topic)}`,
    teaser: 'Données, analyses et prévisions pour les acheteurs de transport et les transporteurs.',
    keyFindings: 'Principaux enseignements',
    findings: [
      'Les tarifs spot ont augmenté modérément par rapport au trimestre précédent.',
      'Les capacités sont restées tendues sur les axes depuis et vers la Pologne et l’Allemagne.',
      'La demande de transport bas carbone a continué de croître.',
    ],
    gatedNote: 'Remplissez le court formulaire pour télécharger l’étude complète au format PDF.',
  },
  tech: {
    titles: [
      'Comment nous avons reconstruit notre moteur d’appariement',
      'Le rendu côté serveur en périphérie du réseau',
      'Prédire les heures d’arrivée grâce au machine learning',
      'Notre passage à une architecture événementielle',
      'Sécuriser les paiements aux transporteurs',
      'Construire un design system accessible',
      'L’indexation géospatiale de millions de positions GPS',
      'Tester des applications mobiles dans de vrais camions',
      'Du batch au streaming : notre plateforme de données',
      'Des migrations de base de données sans interruption',
      'L’observabilité d’une plateforme de fret distribuée',
      'La protection des données dès la conception en télématique',
    ],
    teaser: 'Dans les coulisses de l’équipe d’ingénierie de Freight Demo.',
    background: 'Contexte',
    howWeDidIt: 'Notre approche',
    lessonsLearned: 'Les enseignements',
    text: 'Nous avons commencé petit, tout mesuré et déployé le changement axe par axe. L’extrait ci-dessous montre l’idée principale.',
  },
  webinars: {
    title: (topic) => `Webinaire : ${afterColon(topic)}`,
    teaser: 'Une session en direct de 45 minutes avec nos experts du marché, suivie de questions-réponses.',
    agenda: 'Programme',
    agendaItems: ['Panorama du marché', 'Exemples concrets de nos clients', 'Questions et réponses'],
  },
  jobs: {
    titles: [
      'Ingénieur backend senior (H/F)',
      'Affréteur (H/F)',
      'Responsable grands comptes Pologne (H/F)',
      'Chargé de réussite client (H/F)',
      'Analyste de données (H/F)',
      'Designer produit (H/F)',
      'Ingénieur frontend (H/F)',
      'Ingénieur fiabilité des sites (H/F)',
      'Affréteur de nuit (H/F)',
      'Commercial transporteurs (H/F)',
      'Commercial sédentaire (H/F)',
      'Conseiller support client (H/F)',
      'Ingénieur données (H/F)',
      'Alternant opérations (H/F)',
      'Responsable solutions intermodales (H/F)',
    ],
    locations: ['Berlin', 'Hambourg', 'Varsovie', 'Lyon', 'Vilnius', 'Madrid', 'Amsterdam'],
    departments: [
      'Ingénierie',
      'Opérations',
      'Ventes',
      'Réussite client',
      'Données',
      'Design',
      'Solutions de transport intermodal ferroviaire, maritime courte distance et multimodal pour marchandises sous température dirigée et dangereuses',
    ],
    aboutRole: 'Le poste',
    aboutRoleText: 'Vous rejoignez une équipe en pleine croissance qui rend le transport routier en Europe plus simple, plus équitable et plus vert.',
    profile: 'Votre profil',
    profileItems: [
      'Une expérience significative sur un poste similaire',
      'Un très bon niveau de français et d’anglais',
      'Un esprit pragmatique et collaboratif',
    ],
    offer: 'Ce que nous offrons',
    offerItems: ['Horaires flexibles et télétravail', '30 jours de congés', 'Un budget de formation personnel'],
  },
  pages: {
    about: {
      title: 'À propos',
      description: 'Qui nous sommes : l’équipe derrière la plateforme numérique de fret pour l’Europe.',
      heading: 'Nous simplifions le transport routier',
      text: 'Fondée en 2016, Freight Demo emploie aujourd’hui 400 personnes dans huit bureaux et travaille avec plus de 50 000 transporteurs.',
    },
    aboutDraftTitle: 'À propos (brouillon)',
    sustainability: {
      title: 'Développement durable',
      description: 'Comment nous réduisons les trajets à vide et les émissions du transport routier.',
      heading: 'Moins de kilomètres à vide, moins d’émissions',
      text: 'Chaque chargement que nous trouvons pour un trajet retour économise du carburant et du CO₂. Nous publions nos émissions selon le cadre GLEC.',
    },
    contact: {
      title: 'Contact',
      description: 'Contactez notre équipe : téléphone, e-mail et adresse.',
      heading: 'Nous sommes là pour vous aider',
      text: 'Notre équipe opérationnelle est joignable 24 h/24 et répond dans douze langues : appelez-nous au {phone} ou écrivez-nous à {email}.',
      sections: [
        {
          heading: 'Chargeurs et transporteurs',
          paragraphs: [
            'Une question sur un envoi, un chargement ou une facture ? Appelez notre équipe opérationnelle au {phone}, jour et nuit, ou écrivez à {email}.',
          ],
        },
        { heading: 'Presse', paragraphs: ['Les journalistes joignent notre service de presse à {pressEmail}.'] },
        {
          heading: 'Emplois et candidatures',
          paragraphs: [
            'Comment postuler, quoi envoyer et où : tout est sur notre page carrières. Notre équipe de recrutement répond à vos questions au {jobsPhone}, du lundi au vendredi de 9 h à 17 h (heure de Paris), ou à {jobsEmail}.',
          ],
        },
      ],
      boxTitle: 'Écrivez-nous ou appelez-nous',
      boxText: 'Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Allemagne. Téléphone {phone}.',
      careersLink: 'Comment postuler',
    },
    privacy: {
      title: 'Politique de confidentialité',
      description: 'Comment Freight Demo GmbH traite vos données personnelles, et vos droits.',
      heading: 'Politique de confidentialité',
      text: 'Nous traitons les données personnelles uniquement pour fournir nos services et conformément au Règlement général sur la protection des données (RGPD).',
      sections: [
        {
          heading: 'Responsable du traitement',
          paragraphs: [
            'Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Allemagne, est responsable du traitement des données personnelles sur ce site. Notre délégué à la protection des données est joignable à {privacyEmail}.',
          ],
        },
        {
          heading: 'Visite de ce site',
          paragraphs: [
            'Pour afficher les pages demandées et protéger le site, nos serveurs traitent votre adresse IP, l’adresse de la page et l’heure de la demande (art. 6, par. 1, point f, du RGPD). Ces journaux sont supprimés après 30 jours.',
          ],
        },
        {
          heading: 'Cookies et statistiques',
          paragraphs: [
            'Les cookies nécessaires au fonctionnement du site enregistrent votre langue et vos choix en matière de cookies. Des statistiques anonymes sur l’utilisation du site ne sont collectées que si vous l’autorisez (art. 6, par. 1, point a, du RGPD). Vous pouvez modifier votre choix à tout moment avec le lien « Paramètres des cookies » en bas de chaque page.',
          ],
        },
        {
          heading: 'Rapports et candidatures',
          paragraphs: [
            'Lorsque vous demandez un rapport, nous enregistrons vos coordonnées pour vous l’envoyer et, si vous l’avez accepté, pour vous contacter à son sujet. Les candidatures ne servent qu’au processus de recrutement et sont supprimées six mois après sa fin, sauf si vous acceptez une durée plus longue.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: ['Vous avez le droit :'],
          items: [
            'd’accéder aux données que nous détenons sur vous',
            'de les faire rectifier ou effacer',
            'd’en limiter le traitement ou de vous y opposer',
            'de les recevoir dans un format portable',
            'de retirer votre consentement à tout moment, pour l’avenir',
            'd’introduire une réclamation auprès d’une autorité de protection des données',
          ],
        },
        { heading: 'Contact', paragraphs: ['Pour exercer vos droits ou poser une question sur vos données, écrivez à {privacyEmail}.'] },
      ],
    },
    imprint: {
      title: 'Mentions légales',
      description: 'Informations légales sur Freight Demo GmbH : la société, son immatriculation et ses contacts.',
      heading: 'Mentions légales',
      text: 'Informations selon l’article 5 de la loi allemande sur les services numériques (DDG).',
      sections: [
        { heading: 'Société', paragraphs: ['Freight Demo GmbH, Musterstraße 1, 10115 Berlin, Allemagne'] },
        { heading: 'Gérants', paragraphs: ['Anna Schmidt, Marek Nowak'] },
        { heading: 'Contact', paragraphs: ['Téléphone {phone}, e-mail {email}'] },
        { heading: 'Immatriculation', paragraphs: ['Registre du commerce du tribunal d’instance (Amtsgericht) de Berlin-Charlottenburg, HRB 123456 B'] },
        { heading: 'Numéro de TVA intracommunautaire', paragraphs: ['DE123456789 (article 27a de la loi allemande sur la TVA)'] },
      ],
    },
    careers: {
      overline: 'Carrières',
      title: 'Comment postuler',
      description: 'Comment postuler chez Freight Demo : quoi envoyer, où l’envoyer et qui contacter.',
      heading: 'Comment postuler',
      text: 'Rejoignez l’équipe qui fait circuler le fret en Europe : voici comment postuler, à une offre ou spontanément.',
      sections: [
        {
          heading: 'Postuler à une offre',
          paragraphs: [
            'Chaque offre de notre page des postes ouverts se termine par un bouton pour postuler : il mène au formulaire ou à l’adresse de candidature de ce poste.',
          ],
        },
        {
          heading: 'Que nous envoyer',
          paragraphs: ['Un seul PDF de 10 Mo au maximum avec :'],
          items: [
            'votre CV',
            'une courte lettre de motivation : pourquoi ce poste, et pourquoi nous',
            'vos diplômes et références utiles (conducteurs : catégories de permis et carte de qualification conducteur)',
            'votre date de disponibilité et vos prétentions salariales',
          ],
        },
        {
          heading: 'Candidatures spontanées',
          paragraphs: [
            'Aucune offre ne vous correspond ? Envoyez votre candidature à {jobsEmail} en précisant l’équipe et la ville qui vous intéressent. Avec votre accord, nous la conservons six mois et vous contactons dès qu’un poste s’ouvre.',
          ],
        },
        {
          heading: 'Des questions ?',
          paragraphs: [
            'Notre équipe de recrutement répond au {jobsPhone}, du lundi au vendredi de 9 h à 17 h (heure de Paris), ou à {jobsEmail}. Freight Demo GmbH, Recrutement, Musterstraße 1, 10115 Berlin, Allemagne.',
          ],
        },
      ],
      boxTitle: 'Envoyer votre candidature',
      boxText: 'Par e-mail à {jobsEmail}, ou appelez notre équipe de recrutement au {jobsPhone}.',
    },
    forShippers: {
      title: 'Pour les chargeurs',
      description: 'Réservez du transport routier fiable dans toute l’Europe à des prix transparents.',
      heading: 'Des capacités sur lesquelles compter',
      text: 'Publiez votre chargement, obtenez un prix en quelques secondes et suivez votre envoi en direct jusqu’à la livraison.',
    },
    forCarriers: {
      title: 'Pour les transporteurs',
      description: 'Trouvez des chargements sur vos itinéraires et soyez payé en quelques jours.',
      heading: 'Plus de chargements, moins de trajets à vide',
      text: 'Avec notre application, trouvez des chargements adaptés, envoyez vos documents et soyez payé rapidement.',
    },
    pricing: {
      title: 'Tarifs',
      description: 'Des formules pour les chargeurs : à l’envoi, un forfait mensuel pour les équipes ou un contrat pour les gros volumes. Sans frais cachés.',
      heading: 'Formules et tarifs',
      text: 'Payez à l’envoi, ou choisissez une formule pour des volumes réguliers. Chaque prix est affiché avant la réservation, sans frais cachés.',
      plans: [
        {
          name: 'Spot',
          price: '0 €',
          priceNote: 'par mois ; vous payez à l’envoi',
          summary: 'Pour les envois occasionnels.',
          features: [
            'Prix immédiats pour charges complètes et lots partiels',
            'Suivi en direct de chaque envoi',
            'Documents numériques et e-CMR',
            'Assistance par e-mail',
          ],
          button: 'Obtenir un prix',
        },
        {
          name: 'Business',
          price: '149 €',
          priceNote: 'par mois',
          summary: 'Pour les équipes qui expédient chaque semaine.',
          features: [
            'Tout ce que comprend Spot',
            'Jusqu’à 10 utilisateurs',
            'Trajets enregistrés et chargements récurrents',
            'Rapports sur les coûts et le CO₂',
            'Un chargé de compte dédié',
          ],
          button: 'Essayer un mois gratuit',
        },
        {
          name: 'Enterprise',
          price: 'Sur demande',
          priceNote: 'contrat annuel',
          summary: 'Pour les gros volumes et une capacité garantie.',
          features: ['Tout ce que comprend Business', 'Capacité dédiée sur vos trajets', 'Connexion à votre TMS ou ERP', 'Niveaux de service convenus'],
          button: 'Demander un devis',
        },
      ],
    },
    mobileApp: {
      title: 'Application mobile',
      description: 'L’application Freight Demo pour les conducteurs et les exploitants, sur Android et iOS.',
      heading: 'Vos chargements dans la poche',
      text: 'Téléchargez l’application pour Android et iOS et gérez chaque trajet sur la route.',
      boxTitle: 'Télécharger l’application',
      boxText:
        'Gratuite pour les transporteurs et les chargeurs : trouvez des chargements, partagez votre position, scannez vos documents et suivez chaque paiement.',
    },
    partners: {
      title: 'Partenaires',
      description: 'Nos partenaires technologiques et sectoriels en Europe : télématique, cartes carburant et fédérations.',
      heading: 'Plus forts ensemble',
      text: 'Nous travaillons avec des fournisseurs de télématique, des émetteurs de cartes carburant et des associations dans toute l’Europe.',
      partners: [
        {
          name: 'Nordlink Telematics',
          line: 'Partage en direct la position des camions avec notre plateforme : les chargeurs voient l’heure d’arrivée sans appeler.',
        },
        { name: 'Fuelpass Europe', line: 'Cartes carburant et péage pour nos transporteurs, acceptées dans 18 000 stations en Europe.' },
        {
          name: 'Baltic Road Carriers Association',
          line: 'Représente 2 000 transporteurs dans les pays baltes ; ses membres trouvent des chargements sur Freight Demo.',
        },
        { name: 'GreenLane Charging', line: 'Bornes de recharge pour camions électriques le long de nos corridors e-truck.' },
        { name: 'CargoShield Insurance', line: 'Une assurance marchandises pour un seul envoi, réservée avec le chargement.' },
        { name: 'FlowPay Factoring', line: 'Règle les factures des transporteurs sous 24 heures lorsqu’ils choisissent le paiement rapide.' },
      ],
    },
    faq: {
      title: 'Questions fréquentes',
      description: 'Les réponses aux questions fréquentes sur Freight Demo : réservation, prix, pays, paiement, assurance et suivi.',
      heading: 'Questions fréquentes',
      text: 'Vous ne trouvez pas votre réponse ? Notre équipe se fera un plaisir de vous aider.',
      questions: [
        {
          question: 'Qu’est-ce que Freight Demo ?',
          answer: [
            'Freight Demo est une plateforme de fret numérique pour le transport routier en Europe. Les chargeurs réservent des charges complètes et des lots partiels à prix fixe ; les transporteurs trouvent des chargements sur leurs trajets et sont payés rapidement.',
          ],
        },
        {
          question: 'Comment réserver une charge complète ?',
          answer: [
            'Saisissez les adresses d’enlèvement et de livraison, la date et la marchandise : vous obtenez un prix fixe en quelques secondes. Confirmez-le, et nous affectons un transporteur vérifié et vous envoyons les coordonnées du conducteur.',
            'Pour des chargements réguliers ou particuliers, utilisez le formulaire de contact : nous vous envoyons un devis sous un jour ouvré.',
          ],
        },
        {
          question: 'Comment le prix est-il calculé ?',
          answer: [
            'Le prix dépend de la distance, du véhicule, de la date et du chargement, ainsi que de la demande actuelle sur le trajet. Il est affiché avant la réservation et ne change plus ensuite, sauf pour les prestations que vous ajoutez, comme une attente au-delà du créneau convenu.',
          ],
        },
        {
          question: 'Dans quels pays êtes-vous présents ?',
          answer: [
            'Dans tous les pays de l’Union européenne, ainsi qu’en Norvège, en Suisse et au Royaume-Uni. Le cabotage à l’intérieur d’un pays est possible là où les règles de l’UE le permettent.',
          ],
        },
        {
          question: 'Sous quel délai les transporteurs sont-ils payés ?',
          answer: [
            'Sous 30 jours en standard, ou sous 24 heures avec le paiement rapide. Le délai court dès que la preuve de livraison est téléversée dans l’application.',
          ],
        },
        {
          question: 'Mon envoi est-il assuré ?',
          answer: [
            'Chaque transporteur est responsable selon la convention CMR, jusqu’à 8,33 droits de tirage spéciaux par kilogramme. Pour les marchandises de plus grande valeur, vous pouvez ajouter une assurance marchandises à la réservation.',
          ],
        },
        {
          question: 'Puis-je suivre mon envoi ?',
          answer: [
            'Oui. Vous voyez en direct la position du camion et l’heure d’arrivée prévue, dans l’application web et l’application mobile, et vous êtes prévenu aussitôt de tout retard.',
          ],
        },
      ],
    },
    sections: {
      blog: { title: 'Blog', description: 'Analyses, conseils et actualités du transport routier en Europe.' },
      case: { title: 'Études de cas', description: 'Comment des entreprises de toute l’Europe expédient avec Freight Demo.' },
      glossary: { title: 'Glossaire de la logistique', description: 'Les termes de la logistique et du transport routier expliqués simplement, de A à Z.' },
      press: { title: 'Presse', description: 'Communiqués, actualités et contacts presse de Freight Demo, la plateforme numérique de fret.' },
      clippings: { title: 'Dans les médias', description: 'Ce que les journaux, les magazines et la presse spécialisée écrivent sur Freight Demo.' },
      reports: { title: 'Études', description: 'Études de marché, indices du fret et livres blancs sur le transport routier européen à télécharger.' },
      tech: { title: 'Blog tech', description: 'Les récits de l’équipe d’ingénierie de Freight Demo.' },
      webinars: { title: 'Webinaires', description: 'Sessions en direct et enregistrements avec nos experts.' },
      'open-positions': { title: 'Offres d’emploi', description: 'Rejoignez l’équipe qui fait circuler le fret de l’Europe.' },
      pages: { title: 'Pages', description: 'Toutes les pages du site Freight Demo, de nos tarifs aux mentions légales.' },
    },
    sectionDescription: (section) => `${section} : toutes les entrées de cette rubrique du site de Freight Demo, réunies en une seule liste.`,
  },
  sampleStories: {
    title: (section, number) => `${section} : exemple de contenu ${number}`,
    teaser: (section, number) =>
      `Exemple ${number} de la rubrique ${section} : un texte provisoire qui montre un contenu sur sa page, sur sa carte et dans la recherche.`,
    label: (number) => `Exemple ${number}`,
    parts: [
      {
        heading: 'À propos de ce contenu',
        paragraph:
          'Ce texte tient la place des mots du contenu lui-même : il montre l’allure des titres, des paragraphes et de la table des matières sur la page.',
      },
      {
        heading: 'Une deuxième partie',
        paragraph: 'Une deuxième partie, pour que la page ait plus d’un titre. Un rédacteur remplace ces deux parties par le vrai texte du contenu.',
      },
    ],
  },
}
