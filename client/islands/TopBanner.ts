export { TopBanner as default } from '../../shared/components/shell/TopBanner'
