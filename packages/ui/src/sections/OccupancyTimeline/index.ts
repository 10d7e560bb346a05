export { OccupancyTimeline, type OccupancyTimelineProps } from './OccupancyTimeline';
export { type OccupancyPeriod } from './OccupancyPeriodPicker';
export { occupancyTimelineMessages, type OccupancyTimelineMessages } from './OccupancyTimeline.messages';
