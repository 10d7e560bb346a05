export { AdminPanel, type AdminPanelProps } from './AdminPanel';
export { adminPanelMessages, type AdminPanelMessages } from './AdminPanel.messages';
