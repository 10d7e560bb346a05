import { useState } from 'react';

export type Confirmation<Subject> = {
  /** What the open dialog asks about, or null while it is closed. */
  subject: Subject | null;
  /** Opens the dialog about `subject` (e.g. the row whose Cancel was pressed). */
  ask: (subject: Subject) => void;
  /** The ConfirmDialog's `open`, `onCancel` and `onConfirm`. */
  dialogProps: { open: boolean; onCancel: () => void; onConfirm: () => void };
};

/**
 * The state behind a ConfirmDialog: which thing it asks about, and the action that runs only once the person
 * confirms (cancelling, Escape or Keep leave everything as it was).
 */
export function useConfirmation<Subject>(onConfirm: (subject: Subject) => void): Confirmation<Subject> {
  const [asking, setAsking] = useState<{ subject: Subject } | null>(null);
  return {
    subject: asking?.subject ?? null,
    ask: (subject) => setAsking({ subject }),
    dialogProps: {
      open: asking !== null,
      onCancel: () => setAsking(null),
      onConfirm: () => {
        setAsking(null);
        if (asking) onConfirm(asking.subject);
      },
    },
  };
}
