import type { Brand } from '../defineBrand';
import { seasideTokens } from './tokens';

/** A second, visibly different brand, to prove that re-branding is data. */
export const seasideBrand: Brand = {
  name: 'seaside',
  tokens: seasideTokens,
  messages: {
    Brand: { name: 'Seaside Inn' },
    Paginator: { navigationLabel: 'More rooms', pageLabel: 'Go to page {page}' },
    SearchValidation: { invalidDates: 'Pick your arrival and departure dates' },
    RegisterValidation: { passwordTooShort: 'Choose a password of 6 characters or more' },
  },
};
