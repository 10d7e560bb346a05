// Loaded on demand by RoomGallery (React.lazy), so that no page pays for it before a visitor opens a photo.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Chevron } from '../../components/shared/Chevron';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import type { RoomPhotoView } from '../../types/views';
import { GalleryPicture } from './GalleryPicture';
import { photoForKey, wrap } from './galleryNavigation';
import { roomGalleryMessages, type RoomGalleryMessages } from './RoomGallery.messages';
import * as S from './RoomGalleryLightbox.styles';

export type RoomGalleryLightboxProps = {
  photos: readonly RoomPhotoView[];
  /** The photo shown, 0-based; the gallery behind follows it. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Close, Escape or the browser closing the dialog; the gallery then takes focus back. */
  onClose: () => void;
  messages?: Partial<RoomGalleryMessages>;
};

/**
 * A photo as large as the screen allows, in a native modal `<dialog>`: the page behind is inert, Tab cycles through
 * the dialog's buttons, arrow keys (and Home, End) move through the photos, Escape closes it.
 */
export function RoomGalleryLightbox({ photos, index, onIndexChange, onClose, messages }: RoomGalleryLightboxProps) {
  const t = useMessages('RoomGallery', roomGalleryMessages, messages);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const photo = photos[index]!;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialog.showModal();
    closeRef.current?.focus();
    return () => dialog.close();
  }, []);

  /** Closed before the gallery takes focus back: while the modal is open, the page behind cannot take it. */
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Escape fires `cancel` natively; handling it here too keeps it working for scripted key events.
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      // The modal makes the page inert, but Tab could still leave for the browser's own controls: cycle instead.
      const buttons = [...event.currentTarget.querySelectorAll('button')];
      const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
      }
      return;
    }
    if (count <= 1) return;
    const next = photoForKey(event, index, count);
    if (next === undefined) return;
    event.preventDefault();
    onIndexChange(next);
  };

  const position = formatMessage(t.position, { index: index + 1, count });

  return (
    <S.Dialog
      ref={dialogRef}
      aria-label={position}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={handleKeyDown}
    >
      <S.Header>
        <S.Position aria-live="polite" aria-atomic="true">
          {position}
        </S.Position>
        <Button ref={closeRef} variant="secondary" onPress={close}>
          {t.close}
        </Button>
      </S.Header>
      <S.Stage>
        {/* Keyed by photo: a new image element, so the previous photo never shows at the new one's place. */}
        <GalleryPicture key={photo.id} photo={photo} sizes="100vw" isPriority />
      </S.Stage>
      {/* The alt text shown for everyone; screen readers have just read it from the image. */}
      <S.Caption aria-hidden="true">{photo.alt}</S.Caption>
      {count > 1 ? (
        <S.Controls>
          <S.ArrowButton type="button" aria-label={t.previous} onClick={() => onIndexChange(wrap(index - 1, count))}>
            <Chevron direction="previous" />
          </S.ArrowButton>
          <S.ArrowButton type="button" aria-label={t.next} onClick={() => onIndexChange(wrap(index + 1, count))}>
            <Chevron direction="next" />
          </S.ArrowButton>
        </S.Controls>
      ) : null}
    </S.Dialog>
  );
}
