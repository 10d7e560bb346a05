import { datePatterns } from '../logic/datePatterns';
import type { LocalePack } from './defineLocale';

/**
 * US English, the default: the kit's texts are English already, so the pack holds only the formats. Its date
 * locale is date-fns' and react-day-picker's own default (en-US), left out so the pack loads no date code.
 */
export const en: LocalePack = {
  code: 'en-US',
  datePatterns,
  messages: {},
};
