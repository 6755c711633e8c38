export { Toaster as default } from '../../shared/components/shell/Toaster'
