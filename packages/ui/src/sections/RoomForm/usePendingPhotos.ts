import { useEffect, useRef, useState } from 'react';

/** A file the admin chose for the gallery, not uploaded yet: it waits for its alt text and Upload (or the form's save). */
export type PendingPhoto = {
  key: number;
  file: File;
  /** Object URL of `file` for its thumbnail, revoked when the photo leaves the list or the form unmounts. */
  previewUrl: string;
  alt: string;
  /** Upload was asked for with no alt text: its field says so until it has some. */
  isAltMissing: boolean;
};

export type PendingPhotos = {
  photos: readonly PendingPhoto[];
  add: (files: readonly File[]) => void;
  setAlt: (key: number, alt: string) => void;
  remove: (key: number) => void;
  /** Marks every photo without alt text as missing it, and returns their keys in order. */
  flagMissingAlts: () => number[];
  /**
   * The photos among `keys` that have alt text, taken off the list to be uploaded (with their trimmed alt text); the
   * others stay, marked as missing it.
   */
  take: (keys: readonly number[]) => { file: File; alt: string }[];
};

/** The gallery manager's chosen-but-not-uploaded photos. */
export function usePendingPhotos(): PendingPhotos {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const nextKey = useRef(0);
  const urls = useRef(new Set<string>());

  useEffect(
    () => () => {
      urls.current.forEach((url) => URL.revokeObjectURL(url));
      urls.current.clear();
    },
    [],
  );

  const release = (leaving: readonly PendingPhoto[]) =>
    leaving.forEach(({ previewUrl }) => {
      URL.revokeObjectURL(previewUrl);
      urls.current.delete(previewUrl);
    });

  return {
    photos,
    add: (files) => {
      const added = files.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        urls.current.add(previewUrl);
        nextKey.current += 1;
        return { key: nextKey.current, file, previewUrl, alt: '', isAltMissing: false };
      });
      setPhotos((current) => [...current, ...added]);
    },
    setAlt: (key, alt) =>
      setPhotos((current) =>
        current.map((photo) => (photo.key === key ? { ...photo, alt, isAltMissing: photo.isAltMissing && alt.trim() === '' } : photo)),
      ),
    remove: (key) => {
      release(photos.filter((photo) => photo.key === key));
      setPhotos((current) => current.filter((photo) => photo.key !== key));
    },
    flagMissingAlts: () => {
      const missing = photos.filter((photo) => photo.alt.trim() === '').map((photo) => photo.key);
      setPhotos((current) => current.map((photo) => (missing.includes(photo.key) ? { ...photo, isAltMissing: true } : photo)));
      return missing;
    },
    take: (keys) => {
      const asked = photos.filter((photo) => keys.includes(photo.key));
      const ready = asked.filter((photo) => photo.alt.trim() !== '');
      release(ready);
      setPhotos((current) =>
        current.flatMap((photo) => {
          if (!keys.includes(photo.key)) return [photo];
          return photo.alt.trim() === '' ? [{ ...photo, isAltMissing: true }] : [];
        }),
      );
      return ready.map(({ file, alt }) => ({ file, alt: alt.trim() }));
    },
  };
}
