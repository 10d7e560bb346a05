import { useEffect, useId, useRef, useState, type ChangeEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { ROOM_GALLERY_MAX_PHOTOS, PHOTO_ALT_MAX_LENGTH } from '../../logic/validation/roomValidation';
import { formatMessage } from '../../messages/Message';
import { Button } from '../../primitives/Button';
import { Field } from '../../primitives/Field';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { PhotoUploadView, RoomPhotoView } from '../../types/views';
import { GalleryPicture } from '../RoomGallery/GalleryPicture';
import type { RoomFormMessages } from './RoomForm.messages';
import * as S from './GalleryManager.styles';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export type GalleryManagerProps = {
  photos: readonly RoomPhotoView[];
  uploads: readonly PhotoUploadView[];
  /** The alt text in each photo's field, by photo id: the form's own state, which it checks before saving. */
  altTexts: Readonly<Record<number, string>>;
  onAltTextChange: (id: number, alt: string) => void;
  /** A photo's alt text was edited and left (the form also emits unsaved ones when it is submitted). */
  onAltCommit: (id: number) => void;
  altErrors: Readonly<Record<number, string>>;
  onUpload?: (file: File) => void;
  onReorder?: (ids: number[]) => void;
  onDelete?: (id: number) => void;
  headingLevel: HeadingLevel;
  t: RoomFormMessages;
};

/** `ids` with `id` moved to `to` (0-based). */
const moveTo = (ids: readonly number[], id: number, to: number) => {
  const rest = ids.filter((other) => other !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
};

/**
 * The room's gallery for the admin: add photos (each uploaded at once, with its progress), write each photo's alt text,
 * put them in order with Move up / Move down or by dragging a photo's handle, and delete them. The order shows at
 * once and is announced; the app saves it from `onReorder`.
 */
export function GalleryManager({
  photos,
  uploads,
  altTexts,
  onAltTextChange,
  onAltCommit,
  altErrors,
  onUpload,
  onReorder,
  onDelete,
  headingLevel,
  t,
}: GalleryManagerProps) {
  const headingId = useId();
  const [fileInputKey, setFileInputKey] = useState(0);
  const [refused, setRefused] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // The order the admin made, for as long as the gallery holds the same photos (the app may not have saved it yet).
  const [draft, setDraft] = useState<number[] | null>(null);
  const sameSet = (ids: readonly number[]) => ids.length === photos.length && photos.every((photo) => ids.includes(photo.id));
  const order = draft && sameSet(draft) ? draft : photos.map((photo) => photo.id);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const ordered = order.map((id) => byId.get(id)!);

  const [drag, setDrag] = useState<{ id: number; over: number } | null>(null);
  const rowRefs = useRef(new Map<number, HTMLLIElement>());
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());
  /** The move button to focus once a keyboard move has rendered (React may have moved its row in the DOM). */
  const refocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);

  const reorder = (ids: number[], id: number) => {
    setDraft(ids);
    onReorder?.(ids);
    setAnnouncement(formatMessage(t.moved, { position: ids.indexOf(id) + 1, count: ids.length }));
  };

  const moveBy = (id: number, step: -1 | 1) => {
    const to = order.indexOf(id) + step;
    if (to < 0 || to >= order.length) return;
    refocus.current = { id, direction: step < 0 ? 'up' : 'down' };
    reorder(moveTo(order, id, to), id);
  };

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const button = buttonRefs.current.get(`${target.id}-${target.direction}`);
    // At either end its button is disabled: the other one keeps focus on the row.
    const other = buttonRefs.current.get(`${target.id}-${target.direction === 'up' ? 'down' : 'up'}`);
    (button && !button.disabled ? button : other)?.focus();
  });

  // A drag follows the pointer wherever it goes until it is released, over the list or not.
  useEffect(() => {
    if (!drag) return undefined;
    const rowIndexAt = (y: number) => {
      const index = order.findIndex((id) => {
        const rect = rowRefs.current.get(id)?.getBoundingClientRect();
        return rect !== undefined && y < rect.top + rect.height / 2;
      });
      return index === -1 ? order.length - 1 : Math.max(0, index > order.indexOf(drag.id) ? index - 1 : index);
    };
    const move = (event: PointerEvent) => setDrag((current) => current && { ...current, over: rowIndexAt(event.clientY) });
    const drop = (event: PointerEvent) => {
      const to = rowIndexAt(event.clientY);
      setDrag(null);
      if (to !== order.indexOf(drag.id)) reorder(moveTo(order, drag.id, to), drag.id);
    };
    const cancel = () => setDrag(null);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', drop);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', drop);
      window.removeEventListener('pointercancel', cancel);
    };
  });

  const startDrag = (event: ReactPointerEvent<HTMLElement>, id: number) => {
    if (!event.isPrimary || event.button !== 0) return;
    event.preventDefault();
    setDrag({ id, over: order.indexOf(id) });
  };

  const room = ROOM_GALLERY_MAX_PHOTOS - photos.length - uploads.filter((upload) => !upload.error).length;
  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    files.slice(0, Math.max(room, 0)).forEach((file) => onUpload?.(file));
    setRefused(Math.max(files.length - Math.max(room, 0), 0));
    // A fresh input, so that choosing the same file again uploads it again.
    setFileInputKey((key) => key + 1);
  };

  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <S.Root aria-labelledby={headingId}>
      <Heading level={subLevel} size="sm" id={headingId}>
        {t.galleryHeading}
      </Heading>
      <S.Hint>{formatMessage(t.galleryHint, { max: ROOM_GALLERY_MAX_PHOTOS })}</S.Hint>
      {ordered.length === 0 ? <S.Hint>{t.galleryEmpty}</S.Hint> : null}
      <S.Photos>
        {ordered.map((photo, index) => {
          const number = index + 1;
          const labelId = `${headingId}-${photo.id}`;
          return (
            <S.Photo
              key={photo.id}
              ref={(row) => {
                if (row) rowRefs.current.set(photo.id, row);
                else rowRefs.current.delete(photo.id);
              }}
              data-dragging={drag?.id === photo.id || undefined}
              data-drop-target={(drag && drag.id !== photo.id && drag.over === index) || undefined}
            >
              {/* The pointer's way to reorder; keyboards use Move up / Move down. */}
              <S.DragHandle aria-hidden="true" onPointerDown={(event) => startDrag(event, photo.id)}>
                <svg width="16" height="24" viewBox="0 0 16 24" fill="currentColor">
                  <circle cx="5" cy="6" r="1.6" />
                  <circle cx="11" cy="6" r="1.6" />
                  <circle cx="5" cy="12" r="1.6" />
                  <circle cx="11" cy="12" r="1.6" />
                  <circle cx="5" cy="18" r="1.6" />
                  <circle cx="11" cy="18" r="1.6" />
                </svg>
              </S.DragHandle>
              <S.Thumbnail>
                <GalleryPicture photo={photo} sizes="8rem" />
              </S.Thumbnail>
              <S.PhotoBody>
                <S.PhotoLabel id={labelId}>{formatMessage(t.galleryPhoto, { number })}</S.PhotoLabel>
                <TextField
                  name={`alt-${photo.id}`}
                  label={formatMessage(t.altLabel, { number })}
                  description={t.altHint}
                  maxLength={PHOTO_ALT_MAX_LENGTH}
                  required
                  value={altTexts[photo.id] ?? photo.alt}
                  error={altErrors[photo.id]}
                  onChange={(alt) => onAltTextChange(photo.id, alt)}
                  onBlur={() => onAltCommit(photo.id)}
                />
                <S.PhotoActions>
                  {(['up', 'down'] as const).map((direction) => (
                    <Button
                      key={direction}
                      ref={(button) => {
                        if (button) buttonRefs.current.set(`${photo.id}-${direction}`, button);
                        else buttonRefs.current.delete(`${photo.id}-${direction}`);
                      }}
                      variant="secondary"
                      size="sm"
                      aria-describedby={labelId}
                      disabled={direction === 'up' ? index === 0 : index === ordered.length - 1}
                      onPress={() => moveBy(photo.id, direction === 'up' ? -1 : 1)}
                    >
                      {direction === 'up' ? t.moveUp : t.moveDown}
                    </Button>
                  ))}
                  <Button variant="danger" size="sm" aria-describedby={labelId} onPress={() => onDelete?.(photo.id)}>
                    {t.deletePhoto}
                  </Button>
                </S.PhotoActions>
              </S.PhotoBody>
            </S.Photo>
          );
        })}
      </S.Photos>
      {uploads.length > 0 ? (
        <S.Uploads>
          {uploads.map((upload) => (
            <li key={upload.id}>
              <span>{upload.name}</span>
              {upload.error ? (
                <S.UploadError>{upload.error}</S.UploadError>
              ) : (
                <S.Progress value={upload.progress} max={100} aria-label={formatMessage(t.uploadProgress, { name: upload.name })} />
              )}
            </li>
          ))}
        </S.Uploads>
      ) : null}
      {onUpload ? (
        <Field
          label={t.addPhotosLabel}
          description={t.addPhotosHint}
          error={refused > 0 ? formatMessage(t.tooManyPhotos, { max: ROOM_GALLERY_MAX_PHOTOS, count: refused }) : undefined}
          id={undefined}
          describedBy={undefined}
          renderControl={(controlProps) => (
            // Disabled once the gallery is full.
            <S.FileInput
              key={fileInputKey}
              {...controlProps}
              type="file"
              multiple
              accept={PHOTO_TYPES}
              disabled={room <= 0}
              onChange={chooseFiles}
            />
          )}
        />
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </S.Root>
  );
}
