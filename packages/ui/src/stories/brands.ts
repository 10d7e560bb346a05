import type { Brand } from '../brands/defineBrand';
import { defaultBrand } from '../brands/default';
import { seasideBrand } from '../brands/seaside';

/** The brand packs of the Storybook toolbar, keyed by the `brand` global. */
export const storyBrands = { default: defaultBrand, seaside: seasideBrand } as const satisfies Record<string, Brand>;
export type StoryBrandKey = keyof typeof storyBrands;

export const isStoryBrandKey = (value: unknown): value is StoryBrandKey =>
  typeof value === 'string' && Object.hasOwn(storyBrands, value);

/** The brand a story renders in: its `brand` global, else the default brand. */
export const storyBrand = (globals: Record<string, unknown>): Brand =>
  storyBrands[isStoryBrandKey(globals.brand) ? globals.brand : 'default'];
