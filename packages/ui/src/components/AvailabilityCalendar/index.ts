export { AvailabilityCalendar, type AvailabilityCalendarProps } from './AvailabilityCalendar';
export { availabilityCalendarMessages, type AvailabilityCalendarMessages } from './AvailabilityCalendar.messages';
export { AvailabilityCalendarPlaceholder, type AvailabilityCalendarPlaceholderProps } from './AvailabilityCalendarPlaceholder';
export { stayRulesCalendarMessages, type StayRulesCalendarMessages } from './StayRulesCalendar.messages';
