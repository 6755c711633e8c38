export { LeadForm as default } from '../../shared/leadForm/LeadForm'
