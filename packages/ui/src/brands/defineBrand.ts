import type { MessagesPack } from '../messages/allMessages';
import type { BrandTokens } from '../theme/tokens';

/** A hotel's look and voice: raw tokens plus message overrides (tone of voice only; defaults fill the rest). */
export type Brand = {
  /** Stable id, written as `data-brand` on the kit's root, e.g. 'default', 'seaside'. */
  name: string;
  tokens: BrandTokens;
  messages?: MessagesPack;
};

/**
 * Declares a brand. The parameter is typed against `AllMessages`, so a misspelled group or key
 * (`{ Paginatr: … }`, `{ Paginator: { lable: … } }`) is a type error.
 */
export function defineBrand(brand: Brand): Brand {
  return brand;
}
