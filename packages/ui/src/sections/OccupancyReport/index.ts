export { OccupancyReport, type OccupancyReportProps } from './OccupancyReport';
export { occupancyReportMessages, type OccupancyReportMessages } from './OccupancyReport.messages';
