import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { StayDates } from '../../logic/bookedNights';
import type { IsoDate } from '../../logic/dates';
import { MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS, MIN_CHILDREN } from '@hotel/booking-rules';
import { errorsByField } from '../../logic/validation/fieldErrors';
import {
  reservationValidationMessages,
  validateReservation,
  type ReservationField,
  type ReservationValidationMessages,
  type ReservationValues,
} from '../../logic/validation/reservationValidation';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { DateField } from '../../components/DateField';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { NumberField } from '../../primitives/NumberField';
import { TextField } from '../../primitives/TextField';
import type { ReservationView } from '../../types/views';
import { reservationFormMessages, type ReservationFormMessages } from './ReservationForm.messages';
import * as S from './ReservationForm.styles';

/** What the app learnt about the room for the validated stay (e.g. from the available-rooms search). */
export type ReservationAvailability = 'checking' | 'available' | 'unavailable';

export type ReservationFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'noValidate'> & {
  /** Today in the hotel's calendar, `YYYY-MM-DD`: the earliest check-in the pickers offer and the form accepts. */
  today: IsoDate;
  /** Initial values, e.g. `{ guestEmail }` from the logged-in account, or the reservation being edited. */
  defaultValues?: Partial<ReservationValues>;
  /** Errors from the app (e.g. the server), by field; shown unless the form's own check has one. */
  errors?: Partial<Record<ReservationField, string>>;
  /** The email is read-only by default (it is the account's). Set to let the guest type one. */
  isEmailEditable?: boolean;
  /** Shows Continue as pending. */
  isSubmitting?: boolean;
  /** Whether the room is free for the stay: 'checking' shows Continue as pending; the others say so in the form. */
  availability?: ReservationAvailability;
  /** A failure about the whole reservation (the availability check or the booking failed), shown above Continue. */
  error?: string;
  /** Called with the validated reservation: trimmed texts, whole-number counts, `YYYY-MM-DD` dates. */
  onContinue: (reservation: ReservationView) => void;
  /**
   * Called on every edit: whatever was shown for the previous Continue (a summary, the availability) no longer
   * matches the form and should go until the next Continue validates again.
   */
  onEdit?: () => void;
  /**
   * A date picker shown above the typed date fields (e.g. the app's lazily loaded `AvailabilityCalendar`): it gets
   * the form's dates, and `pick` fills both fields at once, as an edit.
   */
  renderDatePicker?: (dates: StayDates, pick: (stay: StayDates) => void) => ReactNode;
  /** Outline level of the 'Reserve Room' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ReservationFormMessages>;
  /** Overrides of the validation texts (the `ReservationValidation` group). */
  validationMessages?: Partial<ReservationValidationMessages>;
};

/** The fields in screen order: the first invalid one gets focus. */
const fieldOrder: readonly ReservationField[] = [
  'guestFullName',
  'guestEmail',
  'checkInDate',
  'checkOutDate',
  'numOfAdults',
  'numOfChildren',
];

const emptyValues: ReservationValues = {
  guestFullName: '',
  guestEmail: '',
  checkInDate: '',
  checkOutDate: '',
  numOfAdults: null,
  numOfChildren: null,
};

/**
 * 'Reserve Room': name, the account's email, dates and guests. Continue checks the spec's rules,
 * shows each error at its field and focuses the first invalid field; valid input goes to `onContinue`.
 * After the first Continue the errors follow the guest's edits.
 */
export const ReservationForm = forwardRef<HTMLFormElement, ReservationFormProps>(function ReservationForm({
  today,
  defaultValues,
  errors,
  isEmailEditable = false,
  isSubmitting = false,
  availability,
  error,
  onContinue,
  onEdit,
  renderDatePicker,
  headingLevel = 2,
  messages,
  validationMessages,
  ...rest
}, ref) {
  const t = useMessages('ReservationForm', reservationFormMessages, messages);
  const vm = useMessages('ReservationValidation', reservationValidationMessages, validationMessages);
  const headingId = useId();
  const [values, setValues] = useState<ReservationValues>(() => ({ ...emptyValues, ...defaultValues }));
  const [hasTriedContinue, setHasTriedContinue] = useState(false);

  const ownErrors = hasTriedContinue ? errorsByField(validateReservation(values, today, vm)) : {};
  const errorOf = (field: ReservationField) => ownErrors[field] ?? errors?.[field];
  const set = <Field extends ReservationField>(field: Field) => (value: ReservationValues[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    onEdit?.();
  };

  const pickStay = ({ checkInDate, checkOutDate }: StayDates) => {
    setValues((previous) => ({ ...previous, checkInDate, checkOutDate }));
    onEdit?.();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isSubmitting || availability === 'checking') return;
    const found = errorsByField(validateReservation(values, today, vm));
    // Render the messages before moving focus, so the focused field is announced with its error.
    flushSync(() => setHasTriedContinue(true));
    const firstInvalid = fieldOrder.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      const control = form.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onContinue({
      guestFullName: values.guestFullName.trim(),
      guestEmail: values.guestEmail.trim(),
      checkInDate: values.checkInDate,
      checkOutDate: values.checkOutDate,
      numOfAdults: values.numOfAdults ?? 0,
      numOfChildren: values.numOfChildren ?? 0,
    });
  };

  return (
    <S.Root aria-labelledby={headingId} noValidate onSubmit={handleSubmit} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <S.Group>
        <TextField
          label={t.fullNameLabel}
          name="guestFullName"
          autoComplete="name"
          value={values.guestFullName}
          onChange={set('guestFullName')}
          error={errorOf('guestFullName')}
        />
        <TextField
          label={t.emailLabel}
          name="guestEmail"
          type="email"
          autoComplete="email"
          readOnly={!isEmailEditable}
          aria-readonly={!isEmailEditable || undefined}
          description={isEmailEditable ? undefined : t.emailReadOnlyDescription}
          value={values.guestEmail}
          onChange={set('guestEmail')}
          error={errorOf('guestEmail')}
        />
      </S.Group>
      <S.Fieldset>
        <S.Legend>{t.periodLegend}</S.Legend>
        {renderDatePicker ? (
          <S.DatePicker>
            {renderDatePicker({ checkInDate: values.checkInDate, checkOutDate: values.checkOutDate }, pickStay)}
          </S.DatePicker>
        ) : null}
        <DateField
          label={t.checkInLabel}
          name="checkInDate"
          value={values.checkInDate}
          onChange={set('checkInDate')}
          error={errorOf('checkInDate')}
        />
        <DateField
          label={t.checkOutLabel}
          name="checkOutDate"
          value={values.checkOutDate}
          onChange={set('checkOutDate')}
          error={errorOf('checkOutDate')}
        />
      </S.Fieldset>
      <S.Fieldset>
        <S.Legend>{t.guestsLegend}</S.Legend>
        <NumberField
          label={t.adultsLabel}
          name="numOfAdults"
          min={MIN_ADULTS}
          max={MAX_ADULTS}
          step={1}
          inputMode="numeric"
          value={values.numOfAdults}
          onChange={set('numOfAdults')}
          error={errorOf('numOfAdults')}
        />
        <NumberField
          label={t.childrenLabel}
          name="numOfChildren"
          min={MIN_CHILDREN}
          max={MAX_CHILDREN}
          step={1}
          inputMode="numeric"
          value={values.numOfChildren}
          onChange={set('numOfChildren')}
          error={errorOf('numOfChildren')}
        />
      </S.Fieldset>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {availability === 'available' ? <Alert tone="success">{t.available}</Alert> : null}
      {availability === 'unavailable' ? <Alert tone="danger">{t.unavailable}</Alert> : null}
      <S.Actions>
        <Button type="submit" isPending={isSubmitting || availability === 'checking'}>
          {t.continue}
        </Button>
      </S.Actions>
    </S.Root>
  );
});
