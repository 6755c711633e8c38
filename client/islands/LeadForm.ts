export { LeadForm as default } from '../../shared/reports/LeadForm'
