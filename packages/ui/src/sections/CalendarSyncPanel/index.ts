export { CalendarSyncPanel, type CalendarSyncPanelProps } from './CalendarSyncPanel';
export { calendarSyncPanelMessages, type CalendarSyncPanelMessages } from './CalendarSyncPanel.messages';
