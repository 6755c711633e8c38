/** Interface texts of the per-language settings story and home page; every language of the demo space provides them. */
export interface SettingsCopy {
  solutions: string
  forShippers: string
  forCarriers: string
  pricing: string
  mobileApp: string
  resources: string
  blog: string
  caseStudies: string
  glossary: string
  reports: string
  webinars: string
  techBlog: string
  company: string
  about: string
  sustainability: string
  press: string
  openPositions: string
  contact: string
  partners: string
  signUp: string
  logIn: string
  getTheApp: string
  cookieSettings: string
  privacy: string
  imprint: string
  /** The footer column of the legal pages. */
  legal: string
  /** `{year}` is the current year (the site fills it in). */
  copyright: string
  bannerText: string
  bannerLink: string
  errorTitle: string
  errorText: string
  backToHome: string
  signupOverline: string
  signupTitle: string
  signupText: string
  loginOverline: string
  loginTitle: string
  loginText: string
  shipperTitle: string
  shipperText: string
  carrierTitle: string
  carrierText: string
  homeTitle: string
  homeDescription: string
  homeHeading: string
  homeIntro: string
}
