export { AvailabilityCalendar, type AvailabilityCalendarProps } from './AvailabilityCalendar';
export { availabilityCalendarMessages, type AvailabilityCalendarMessages } from './AvailabilityCalendar.messages';
