import type { PhoneCountryRules } from '../../shared/leads/phoneCountries'

/** A form's phone rules when its report limits no country: every country is allowed, none ignored. */
export const ANY_PHONE_COUNTRY: PhoneCountryRules = { allowed: [], ignored: [] }
