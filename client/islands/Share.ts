export { ShareButton as default } from '../../shared/templates/ShareButton'
