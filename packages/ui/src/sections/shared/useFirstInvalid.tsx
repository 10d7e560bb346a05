import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldError } from '../../logic/validation/fieldErrors';
import { Alert } from '../../primitives/Alert';

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

/** `useFirstInvalid` with the form's text values: `field(name)` gives a TextField its name, value, edits and error state. */
export function useValidatedValues<Values extends Record<string, string>>(initialValues: Values) {
  const validation = useFirstInvalid<keyof Values & string>();
  const [values, setValues] = useState(initialValues);
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      validation.clear(name);
    },
    ...validation.fieldError(name),
  });
  return { ...validation, values, setValues, field };
}

/** The form's first validation failure, else the app's failure text (`error`), in a danger alert. */
export function FormAlerts({ validation, error }: { validation: { invalid: FieldError<string> | null; alertId: string }; error?: string }) {
  if (validation.invalid) {
    return (
      <Alert tone="danger" id={validation.alertId}>
        {validation.invalid.message}
      </Alert>
    );
  }
  return error ? <Alert tone="danger">{error}</Alert> : null;
}
