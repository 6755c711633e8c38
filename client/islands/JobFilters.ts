export { JobFilters as default } from '../../shared/jobFilterForm/JobFilters'
