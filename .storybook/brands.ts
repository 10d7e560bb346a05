import { defaultBrand } from '../packages/ui/src/brands/default';
import { seasideBrand } from '../packages/ui/src/brands/seaside';

/** The brand packs of the Storybook toolbar. */
export const brands = { default: defaultBrand, seaside: seasideBrand } as const;
export type BrandKey = keyof typeof brands;

export const isBrandKey = (value: unknown): value is BrandKey => typeof value === 'string' && Object.hasOwn(brands, value);

/** The brands besides the default one, whose rendering the story tests do not cover. */
export const alternateBrandKeys = (Object.keys(brands) as BrandKey[]).filter((key) => key !== 'default');
