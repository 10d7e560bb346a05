import type { RoomPhotoView } from '../../types/views';

export type GalleryPictureProps = {
  photo: RoomPhotoView;
  /** The slot's width per viewport (the `sizes` attribute), from which the browser picks a file. */
  sizes: string;
  /** Loads at once and ahead of other requests (the page's largest paint); otherwise only when it nears the screen. */
  isPriority?: boolean;
  className?: string;
};

/**
 * One room photo as a `<picture>`: AVIF, then WebP, then JPEG, each at the width the slot needs. The intrinsic
 * width and height give the image its aspect ratio before a byte has arrived, so nothing below it moves.
 */
export function GalleryPicture({ photo, sizes, isPriority = false, className }: GalleryPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.srcSet.webp} sizes={sizes} />
      <img
        className={className}
        src={photo.src}
        srcSet={photo.srcSet.jpeg}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
        // A swipe with a mouse must not start the browser's image drag.
        draggable={false}
      />
    </picture>
  );
}
