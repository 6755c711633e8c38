export { Footer as default } from '../../shared/components/shell/Footer'
