// Imported only through `React.lazy` (LazyAvailabilityCalendar): the calendar, react-day-picker and date-fns
// become their own chunk, loaded after the page's first JavaScript.
export { AvailabilityCalendar as default } from '@hotel/ui';
