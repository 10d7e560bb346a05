export { DateField, type DateFieldProps } from './DateField';
export { dateFieldMessages, type DateFieldMessages } from './DateField.messages';
export { dateFieldCalendarMessages, type DateFieldCalendarMessages } from './DateFieldCalendar.messages';
