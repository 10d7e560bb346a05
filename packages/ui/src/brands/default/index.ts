import type { Brand } from '../defineBrand';
import { defaultTokens } from './tokens';

/** The default brand: HavenHub, with the kit's English texts unchanged. */
export const defaultBrand: Brand = {
  name: 'default',
  tokens: defaultTokens,
};
