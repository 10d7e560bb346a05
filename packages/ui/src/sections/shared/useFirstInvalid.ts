import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldError } from '../../logic/validation/fieldErrors';

/**
 * A form's first validation failure, shown once in an alert: the field it is about is marked invalid, described by
 * the alert and focused; editing that field clears it.
 */
export function useFirstInvalid<Field extends string>() {
  const alertId = useId();
  const [invalid, setInvalid] = useState<FieldError<Field> | null>(null);
  return {
    invalid,
    alertId,
    fieldError: (field: Field) => (invalid?.field === field ? { isInvalid: true, 'aria-describedby': alertId } : {}),
    clear: (field: Field) => {
      if (invalid?.field === field) setInvalid(null);
    },
    reset: () => setInvalid(null),
    /** Shows the first of `errors` (focusing its field in `form`); true when there is none. */
    check(form: HTMLFormElement, errors: readonly FieldError<Field>[]): boolean {
      const [first] = errors;
      flushSync(() => setInvalid(first ?? null));
      if (!first) return true;
      const control = form.elements.namedItem(first.field);
      if (control instanceof HTMLElement) control.focus();
      return false;
    },
  };
}
