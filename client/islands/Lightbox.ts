export { Lightbox as default } from '../../shared/components/shell/Lightbox'
