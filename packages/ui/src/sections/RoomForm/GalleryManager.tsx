import { useEffect, useId, useRef, useState, type ChangeEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { ROOM_GALLERY_MAX_PHOTOS, PHOTO_ALT_MAX_LENGTH } from '../../logic/validation/roomValidation';
import { formatMessage } from '../../messages/Message';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Field } from '../../primitives/Field';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { GalleryChangeFailure, PhotoUploadFailure, PhotoUploadView, RoomPhotoView } from '../../types/views';
import { GalleryPicture } from '../RoomGallery/GalleryPicture';
import type { RoomFormMessages } from './RoomForm.messages';
import type { PendingPhotos } from './usePendingPhotos';
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
  /** The chosen files waiting for their alt text (the form's, which uploads those left when it is saved). */
  pending: PendingPhotos;
  /** The text under a chosen photo's alt text field when Upload was pressed without one. */
  altRequired: string;
  /** Upload a chosen photo with its alt text. Without it, no way to add photos. */
  onUpload?: (file: File, alt: string) => void;
  /** Take a failed upload off `uploads`. */
  onDismissUpload?: (id: string) => void;
  onReorder?: (ids: number[]) => void;
  onDelete?: (id: number) => void;
  /** The last change to the gallery (order, removal, alt text) failed, and why. */
  failure?: GalleryChangeFailure;
  headingLevel: HeadingLevel;
  t: RoomFormMessages;
};

/** `ids` with `id` moved to `to` (0-based). */
const moveTo = (ids: readonly number[], id: number, to: number) => {
  const rest = ids.filter((other) => other !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
};

/**
 * The room's gallery for the admin: choose photos, describe each and upload it (with its progress; alt text is
 * required first), write each photo's alt text, put them in order with Move up / Move down or by dragging a photo's
 * handle, and delete them. The order shows at once and is announced; the app saves it from `onReorder`. Focus stays
 * in place for a keyboard: on the moved photo, or on the next row when one leaves.
 */
export function GalleryManager({
  photos,
  uploads,
  altTexts,
  onAltTextChange,
  onAltCommit,
  altErrors,
  pending,
  altRequired,
  onUpload,
  onDismissUpload,
  onReorder,
  onDelete,
  failure,
  headingLevel,
  t,
}: GalleryManagerProps) {
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
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
  /**
   * Where focus goes once a render shows the outcome of a keyboard action (a moved row, a row that left); it returns
   * false while that render is still to come (a deleted photo stays until the app has reloaded the gallery).
   */
  const refocus = useRef<(() => boolean) | null>(null);
  useEffect(() => {
    if (refocus.current?.()) refocus.current = null;
  });

  /** The `index`th element matching `selector` in the gallery (the last when fewer), else the Add photos input. */
  const focusNth = (selector: string, index: number) => {
    const root = rootRef.current;
    const candidates = [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].filter(
      (element) => !(element as HTMLButtonElement).disabled,
    );
    const fileInput = root?.querySelector<HTMLInputElement>('input[type="file"]:not(:disabled)');
    (candidates[Math.min(index, candidates.length - 1)] ?? fileInput ?? root)?.focus();
  };

  const reorder = (ids: number[], id: number) => {
    setDraft(ids);
    onReorder?.(ids);
    setAnnouncement(formatMessage(t.moved, { position: ids.indexOf(id) + 1, count: ids.length }));
  };

  const moveBy = (id: number, step: -1 | 1) => {
    const to = order.indexOf(id) + step;
    if (to < 0 || to >= order.length) return;
    const direction = step < 0 ? 'up' : 'down';
    refocus.current = () => {
      const button = buttonRefs.current.get(`${id}-${direction}`);
      // At either end its button is disabled: the other one keeps focus on the row.
      const other = buttonRefs.current.get(`${id}-${direction === 'up' ? 'down' : 'up'}`);
      (button && !button.disabled ? button : other)?.focus();
      return true;
    };
    reorder(moveTo(order, id, to), id);
  };

  const deletePhoto = (id: number) => {
    const index = order.indexOf(id);
    refocus.current = () => {
      if (rowRefs.current.has(id)) return false;
      focusNth('[data-photo-delete]', index);
      return true;
    };
    onDelete?.(id);
  };

  const uploadPending = (key: number) => {
    const index = pending.photos.findIndex((photo) => photo.key === key);
    const [ready] = pending.take([key]);
    if (ready) {
      onUpload?.(ready.file, ready.alt);
      refocus.current = () => {
        focusNth('[data-pending-alt]', index);
        return true;
      };
    } else {
      rootRef.current?.querySelector<HTMLInputElement>(`input[name="pending-alt-${key}"]`)?.focus();
    }
  };

  const removePending = (key: number) => {
    const index = pending.photos.findIndex((photo) => photo.key === key);
    pending.remove(key);
    refocus.current = () => {
      focusNth('[data-pending-alt]', index);
      return true;
    };
  };

  const dismissUpload = (id: string) => {
    const index = uploads.findIndex((upload) => upload.id === id);
    onDismissUpload?.(id);
    refocus.current = () => {
      if (rootRef.current?.querySelector(`[data-upload="${CSS.escape(id)}"]`)) return false;
      focusNth('[data-upload-dismiss]', index);
      return true;
    };
  };

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

  const room =
    ROOM_GALLERY_MAX_PHOTOS - photos.length - pending.photos.length - uploads.filter((upload) => !upload.failure).length;
  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    pending.add(files.slice(0, Math.max(room, 0)));
    setRefused(Math.max(files.length - Math.max(room, 0), 0));
    // Emptied (not remounted, which would drop the keyboard's focus), so that choosing the same file again adds it.
    event.target.value = '';
  };

  const failureTexts: Record<PhotoUploadFailure, (name: string) => string> = {
    tooLarge: (name) => formatMessage(t.uploadTooLarge, { name }),
    notAnImage: (name) => formatMessage(t.uploadNotAnImage, { name }),
    unreadable: (name) => formatMessage(t.uploadUnreadable, { name }),
    galleryFull: (name) => formatMessage(t.uploadGalleryFull, { name, max: ROOM_GALLERY_MAX_PHOTOS }),
    unreachable: (name) => formatMessage(t.uploadUnreachable, { name }),
    failed: (name) => formatMessage(t.uploadFailed, { name }),
  };
  const galleryFailureTexts: Record<GalleryChangeFailure, string> = {
    changed: t.galleryChanged,
    unreachable: t.galleryUnreachable,
    failed: t.galleryChangeFailed,
  };

  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <S.Root aria-labelledby={headingId} ref={rootRef} tabIndex={-1}>
      <Heading level={subLevel} size="sm" id={headingId}>
        {t.galleryHeading}
      </Heading>
      <S.Hint>{formatMessage(t.galleryHint, { max: ROOM_GALLERY_MAX_PHOTOS })}</S.Hint>
      {failure ? <Alert tone="danger">{galleryFailureTexts[failure]}</Alert> : null}
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
                  <Button variant="danger" size="sm" aria-describedby={labelId} data-photo-delete onPress={() => deletePhoto(photo.id)}>
                    {t.deletePhoto}
                  </Button>
                </S.PhotoActions>
              </S.PhotoBody>
            </S.Photo>
          );
        })}
      </S.Photos>
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
      {pending.photos.length > 0 ? (
        <S.Photos>
          {pending.photos.map((photo) => {
            const labelId = `${headingId}-pending-${photo.key}`;
            const name = photo.file.name;
            return (
              <S.PendingPhoto key={photo.key}>
                <S.Thumbnail>
                  {/* Described by its alt text field beside it. */}
                  <img src={photo.previewUrl} alt="" />
                </S.Thumbnail>
                <S.PhotoBody>
                  <S.PhotoLabel id={labelId}>{formatMessage(t.pendingPhoto, { name })}</S.PhotoLabel>
                  <TextField
                    name={`pending-alt-${photo.key}`}
                    data-pending-alt
                    label={formatMessage(t.pendingAltLabel, { name })}
                    description={t.altHint}
                    maxLength={PHOTO_ALT_MAX_LENGTH}
                    required
                    value={photo.alt}
                    error={photo.isAltMissing ? altRequired : undefined}
                    onChange={(alt) => pending.setAlt(photo.key, alt)}
                  />
                  <S.PhotoActions>
                    <Button size="sm" aria-describedby={labelId} onPress={() => uploadPending(photo.key)}>
                      {t.uploadPhoto}
                    </Button>
                    <Button variant="secondary" size="sm" aria-describedby={labelId} onPress={() => removePending(photo.key)}>
                      {t.removePendingPhoto}
                    </Button>
                  </S.PhotoActions>
                </S.PhotoBody>
              </S.PendingPhoto>
            );
          })}
        </S.Photos>
      ) : null}
      {uploads.length > 0 ? (
        <S.Uploads>
          {uploads.map((upload) => (
            <li key={upload.id} data-upload={upload.id}>
              {upload.failure ? (
                <>
                  <S.UploadError role="alert">{failureTexts[upload.failure](upload.name)}</S.UploadError>
                  {onDismissUpload ? (
                    <Button variant="secondary" size="sm" data-upload-dismiss onPress={() => dismissUpload(upload.id)}>
                      {t.dismissUpload}
                    </Button>
                  ) : null}
                </>
              ) : (
                <>
                  <span>{upload.name}</span>
                  <S.Progress value={upload.progress} max={100} aria-label={formatMessage(t.uploadProgress, { name: upload.name })} />
                </>
              )}
            </li>
          ))}
        </S.Uploads>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </S.Root>
  );
}
