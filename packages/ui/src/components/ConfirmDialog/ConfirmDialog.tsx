import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import * as S from './ConfirmDialog.styles';

export type ConfirmDialogProps = {
  /** Shown as a modal while true: the rest of the page is inert, so focus stays inside. */
  open: boolean;
  /** The question, naming what will be cancelled or deleted. */
  title: ReactNode;
  /** What happens, e.g. that it cannot be undone. */
  description?: ReactNode;
  /** The destructive choice. */
  confirmLabel: ReactNode;
  /** The safe choice, focused first. */
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape or the browser closing the dialog. */
  onCancel: () => void;
  /** Outline level of the title. Default 2. */
  headingLevel?: HeadingLevel;
};

/**
 * Asks before something is destroyed: a native modal `<dialog>` (focus trapped by the browser, Escape cancels) that
 * starts on the safe choice and, once closed either way, returns focus to whatever had it before it opened.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  headingLevel = 2,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // Now, not on the `close` event: that event is queued, and by the time it runs focus may have moved on.
      returnFocus();
    }
  }, [open]);

  function returnFocus() {
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }

  return (
    <S.Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The browser closed it itself (a close request the app did not see): the queued event is all there is then.
      onClose={() => {
        if (!dialogRef.current?.open) returnFocus();
      }}
      onCancel={(event) => {
        // Escape: let the app close it (open=false), so its state and the dialog agree.
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        // Escape fires `cancel` natively; handling it here too keeps it working for scripted key events.
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
        // The modal makes the page inert, but Tab could still leave for the browser's own controls: cycle instead.
        if (event.key === 'Tab') {
          const buttons = [...event.currentTarget.querySelectorAll('button')];
          const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
          if (document.activeElement === edge) {
            event.preventDefault();
            (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
          }
        }
      }}
    >
      {open ? (
        <S.Body>
          <Heading level={headingLevel} size="md" id={titleId}>
            {title}
          </Heading>
          {description ? <p id={descriptionId}>{description}</p> : null}
          <S.Actions>
            <Button ref={cancelRef} variant="secondary" onPress={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant="danger" onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </S.Actions>
        </S.Body>
      ) : null}
    </S.Dialog>
  );
}
