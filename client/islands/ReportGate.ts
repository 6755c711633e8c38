export { ReportGate as default } from '../../shared/leadForm/ReportGate'
