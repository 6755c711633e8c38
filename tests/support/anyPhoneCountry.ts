import type { PhoneCountryRules } from '../../shared/leadRules/phoneCountries'

/** A form's phone rules when its report limits no country: every country is allowed, none ignored. */
export const ANY_PHONE_COUNTRY: PhoneCountryRules = { allowed: [], ignored: [] }
