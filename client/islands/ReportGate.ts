export { ReportGate as default } from '../../shared/reports/ReportGate'
