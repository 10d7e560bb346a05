import { defineBrand } from '../defineBrand';
import { defaultTokens } from './tokens';

/** The default brand: HavenHub, with the kit's English texts unchanged. */
export const defaultBrand = defineBrand({
  name: 'default',
  tokens: defaultTokens,
});
