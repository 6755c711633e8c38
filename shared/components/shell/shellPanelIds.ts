// The ids a toggle in the header or footer island controls (aria-controls), and the lists the server renders with them (navItemViews, footerColumnViews).
// A module of their own, so the islands' chunks do not carry the server's list views.

export const desktopPanelId = (uid: string) => `nav-dropdown-${uid}`
export const mobilePanelId = (uid: string) => `mobile-group-${uid}`
export const footerColumnListId = (uid: string) => `footer-column-${uid}`
export const headerLanguagesId = 'header-languages'
export const footerLanguagesId = 'footer-languages'
