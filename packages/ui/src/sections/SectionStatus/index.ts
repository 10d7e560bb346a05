export { SectionStatus, type SectionStatusProps } from './SectionStatus';
export { sectionStatusMessages, type SectionStatusMessages } from './SectionStatus.messages';
