// Loaded on demand (language.ts): the German pack, its texts and date-fns' German month names stay out of the home
// page's first JavaScript.
export { de as germanLocale } from '@hotel/ui';
