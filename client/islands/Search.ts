export { HeaderSearch as default } from '../../shared/components/search/HeaderSearch'
