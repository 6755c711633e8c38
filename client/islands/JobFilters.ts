export { JobFilters as default } from '../../shared/templates/JobFilters'
