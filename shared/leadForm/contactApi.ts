/** Where the contact form posts (worker/app.ts mounts its route there). */
export const CONTACT_API_PATH = '/api/contact'
