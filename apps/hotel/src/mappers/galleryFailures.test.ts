import { describe, expect, it } from 'vitest';
import { ApiError } from '@hotel/api-client';
import { galleryChangeFailure, photoUploadFailure } from './galleryFailures';

describe('photoUploadFailure', () => {
  it("names the server's refusals", () => {
    expect(photoUploadFailure(new ApiError('PAYLOAD_TOO_LARGE', 'The photo must be at most 15 MB.', 413))).toBe('tooLarge');
    expect(photoUploadFailure(new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Not an image.', 415))).toBe('notAnImage');
    expect(photoUploadFailure(new ApiError('UNPROCESSABLE', 'The photo is 9000×9000 pixels…', 422))).toBe('unreadable');
    expect(photoUploadFailure(new ApiError('GALLERY_FULL', 'At most 12.', 409))).toBe('galleryFull');
  });

  it("takes a proxy's 413 without the server's error body for a photo too large", () => {
    expect(photoUploadFailure(new ApiError('UNEXPECTED_RESPONSE', 'Request failed with status code 413', 413))).toBe('tooLarge');
  });

  it('tells an unreachable hotel from any other failure', () => {
    expect(photoUploadFailure(new ApiError('NETWORK_ERROR', 'Network Error', 0))).toBe('unreachable');
    expect(photoUploadFailure(new ApiError('INTERNAL', 'Something went wrong.', 500))).toBe('failed');
  });
});

describe('galleryChangeFailure', () => {
  it('says the gallery changed for an older version or a photo removed meanwhile', () => {
    expect(galleryChangeFailure(new ApiError('GALLERY_CHANGED', 'Changed.', 409))).toBe('changed');
    expect(galleryChangeFailure(new ApiError('PHOTO_NOT_FOUND', 'Gone.', 404))).toBe('changed');
  });

  it('tells an unreachable hotel from any other failure', () => {
    expect(galleryChangeFailure(new ApiError('TIMEOUT', 'timeout', 0))).toBe('unreachable');
    expect(galleryChangeFailure(new ApiError('VALIDATION_FAILED', 'Bad.', 400))).toBe('failed');
  });
});
