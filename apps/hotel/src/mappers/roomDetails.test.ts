import { describe, expect, it } from 'vitest';
import type { Room, RoomPhoto } from '@hotel/api-client';
import { noRoomDetails } from '../test/fixtures';
import { hasRoomDetails, toRoomDetailsBody, toRoomDetailsView, toRoomPhotoView } from './roomDetails';

const photo = (id: number, width: number, height: number): RoomPhoto => ({
  id,
  alt: `Photo ${id}`,
  width,
  height,
  version: 'v1',
  sources: {
    avif: `/api/rooms/photos/${id}/v1/400.avif 400w, /api/rooms/photos/${id}/v1/800.avif 800w`,
    webp: `/api/rooms/photos/${id}/v1/400.webp 400w, /api/rooms/photos/${id}/v1/800.webp 800w`,
    jpeg: `/api/rooms/photos/${id}/v1/800.jpg`,
  },
});

describe('toRoomPhotoView', () => {
  it('keeps the srcsets, the size and the alt text; the JPEG fallback is the src and an 800w srcset', () => {
    expect(toRoomPhotoView(photo(5, 1600, 1200))).toEqual({
      id: 5,
      alt: 'Photo 5',
      width: 1600,
      height: 1200,
      src: '/api/rooms/photos/5/v1/800.jpg',
      srcSet: {
        avif: '/api/rooms/photos/5/v1/400.avif 400w, /api/rooms/photos/5/v1/800.avif 800w',
        webp: '/api/rooms/photos/5/v1/400.webp 400w, /api/rooms/photos/5/v1/800.webp 800w',
        jpeg: '/api/rooms/photos/5/v1/800.jpg 800w',
      },
    });
  });

  it('gives a photo narrower than 800 pixels its own width as the JPEG’s', () => {
    expect(toRoomPhotoView(photo(6, 640, 480)).srcSet.jpeg).toBe('/api/rooms/photos/6/v1/800.jpg 640w');
  });
});

describe('toRoomDetailsView', () => {
  it('adds the facts, the capacity, amenities and the gallery in order to the card’s fields', () => {
    const room: Room = {
      id: 7,
      roomType: 'Ocean Suite',
      roomPrice: 250,
      maxAdults: 4,
      maxChildren: 2,
      imageUrl: '/api/rooms/room/7/photo?v=1',
      ...noRoomDetails,
      description: 'Sea on two sides.',
      bedType: 'king',
      sizeSquareMeters: 42,
      amenities: ['wifi', 'seaView'],
      galleryVersion: 3,
      photos: [photo(9, 1600, 1200), photo(4, 1200, 1600)],
    };
    const view = toRoomDetailsView(room);
    expect(view).toMatchObject({
      id: 7,
      roomType: 'Ocean Suite',
      description: 'Sea on two sides.',
      bedType: 'king',
      sizeSquareMeters: 42,
      capacity: 6,
      amenities: ['wifi', 'seaView'],
    });
    expect(view.photos?.map(({ id, width, height }) => [id, width, height])).toEqual([
      [9, 1600, 1200],
      [4, 1200, 1600],
    ]);
  });
});

describe('toRoomDetailsBody and hasRoomDetails', () => {
  const values = { roomType: 'Twin', roomPrice: '90', photo: null, description: '', bedType: '' as const, sizeSquareMeters: '', amenities: [] };

  it('sends a bed type or size not given as null', () => {
    expect(toRoomDetailsBody(values)).toEqual({ description: '', bedType: null, sizeSquareMeters: null, amenities: [] });
    expect(hasRoomDetails(values)).toBe(false);
  });

  it('sends the size as a number and the keys as they are', () => {
    const given = { ...values, bedType: 'twin' as const, sizeSquareMeters: '18', amenities: ['wifi' as const] };
    expect(toRoomDetailsBody(given)).toEqual({ description: '', bedType: 'twin', sizeSquareMeters: 18, amenities: ['wifi'] });
    expect(hasRoomDetails(given)).toBe(true);
    expect(hasRoomDetails({ ...values, description: 'Quiet.' })).toBe(true);
  });
});
