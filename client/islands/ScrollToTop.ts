export { ScrollToTop as default } from '../../shared/templates/ScrollToTop'
