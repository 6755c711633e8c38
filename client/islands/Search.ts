export { SearchField as default } from '../../shared/components/search/SearchField'
