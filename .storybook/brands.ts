export { storyBrands as brands, isStoryBrandKey as isBrandKey, type StoryBrandKey as BrandKey } from '../packages/ui/src/stories/brands';
import { storyBrands, type StoryBrandKey } from '../packages/ui/src/stories/brands';

/** The brands besides the default one, in which the `brands` suite runs every story. */
export const alternateBrandKeys = (Object.keys(storyBrands) as StoryBrandKey[]).filter((key) => key !== 'default');
