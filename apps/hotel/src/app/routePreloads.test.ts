import { describe, expect, it } from 'vitest';
import { GALLERY_SIZES } from '@hotel/ui';
import { paths } from '../config/paths';
import { bookRoomGallerySizes, routePreloads } from './routePreloads';

describe('route preloads', () => {
  it("announce the Book Room gallery's first photo with the sizes the kit's gallery uses, so both pick the same file", () => {
    expect(bookRoomGallerySizes).toBe(GALLERY_SIZES);
    expect(routePreloads.find((route) => route.path === paths.bookRoom(':roomId'))?.roomPhotoSizes).toBe(GALLERY_SIZES);
  });
});
