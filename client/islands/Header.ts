export { Header as default } from '../../shared/components/shell/Header'
