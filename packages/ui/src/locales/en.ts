import { enUS } from 'date-fns/locale/en-US';
import { datePatterns } from '../logic/format';
import { defineLocale } from './defineLocale';

/** US English, the default: the kit's texts are English already, so the pack holds only the formats. */
export const en = defineLocale({
  code: 'en-US',
  dateLocale: enUS,
  datePatterns,
  messages: {},
});
