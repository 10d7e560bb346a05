import { forwardRef, useRef, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { MAX_ADULTS, MAX_CHILDREN, MAX_GUESTS, MIN_ADULTS, MIN_CHILDREN } from '@hotel/booking-rules';
import type { StayDates } from '../../logic/bookedNights';
import type { IsoDate } from '../../logic/dates';
import { errorsByField } from '../../logic/validation/fieldErrors';
import { searchValidationMessages, validateSearch, type SearchField } from '../../logic/validation/searchValidation';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { DateField } from '../../components/DateField/DateField';
import { SelectField, type SelectOption } from '../../primitives/SelectField';
import { Spinner } from '../../primitives/Spinner';
import { RoomTypeSelect, type RoomTypeSelectMessages } from '../../components/RoomTypeSelect';
import { roomSearchFormMessages, type RoomSearchFormMessages } from './RoomSearchForm.messages';
import * as S from './RoomSearchForm.styles';

export type RoomSearchValues = { checkInDate: IsoDate; checkOutDate: IsoDate; roomType: string; numOfAdults: number; numOfChildren: number };

const emptyValues: RoomSearchValues = { checkInDate: '', checkOutDate: '', roomType: '', numOfAdults: MIN_ADULTS, numOfChildren: MIN_CHILDREN };

/**
 * The counts `from`…`to` as options. Each guest select offers only what still fits one booking beside the other's
 * count, so every choice is valid and needs no message.
 */
const countOptions = (from: number, to: number): SelectOption[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ value: String(from + index), label: String(from + index) }));

export type RoomSearchFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> & {
  /** Today as `YYYY-MM-DD`: the earliest check-in the search accepts. A prop, so the kit holds no clock. */
  today: IsoDate;
  /** Room types for the select (it can add more locally with 'Add New'). */
  roomTypes: readonly string[];
  /**
   * The app's text for a failed load of the room types, shown as is under the select (RoomTypeSelect's `loadError`).
   * The form keeps its input.
   */
  roomTypesError?: string;
  /** Offers Retry beside `roomTypesError`; pressing it moves focus to the select while the app loads the types again. */
  onRetryRoomTypes?: () => void;
  defaultValues?: Partial<RoomSearchValues>;
  /** A search is running: the Search button is pending and 'Finding availble rooms....' shows. */
  isSearching?: boolean;
  /** Valid values only (both dates parse, check-out not before check-in). */
  onSearch: (values: RoomSearchValues) => void;
  /** Clear Search: the form has reset its dates, type and errors; the app drops the results. */
  onClear: () => void;
  /** Reports a type added through 'Add New'. */
  onRoomTypesChange?: (roomTypes: string[]) => void;
  /**
   * A date picker shown above the fields (e.g. the app's lazily loaded `AvailabilityCalendar`): it gets the form's
   * dates, and `pick` fills check-in and check-out at once. The date fields are `DateField`s besides, each with its
   * calendar button (one date at a time); that calendar's code loads on demand, off the home page's first JavaScript.
   */
  renderDatePicker?: (dates: StayDates, pick: (stay: StayDates) => void) => ReactNode;
  messages?: Partial<RoomSearchFormMessages>;
  roomTypeSelectMessages?: Partial<RoomTypeSelectMessages>;
};

/**
 * Home search: check-in (from `today`), check-out, room type (with 'Add New'), adults and children (one adult and no
 * children unless chosen: every room sleeps them), Search and Clear Search.
 * Validates with `validateSearch` on submit; the error shows under its field, which receives focus.
 */
export const RoomSearchForm = forwardRef<HTMLFormElement, RoomSearchFormProps>(function RoomSearchForm({
  today,
  roomTypes,
  roomTypesError,
  onRetryRoomTypes,
  defaultValues,
  isSearching = false,
  onSearch,
  onClear,
  onRoomTypesChange,
  renderDatePicker,
  messages,
  roomTypeSelectMessages,
  ...rest
}, ref) {
  const t = useMessages('RoomSearchForm', roomSearchFormMessages, messages);
  const validation = useMessages('SearchValidation', searchValidationMessages);
  const [values, setValues] = useState<RoomSearchValues>({ ...emptyValues, ...defaultValues });
  const [errors, setErrors] = useState<Partial<Record<SearchField, string>>>({});
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);

  const update = (field: 'checkInDate' | 'checkOutDate' | 'roomType', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'roomType') setErrors({});
  };
  const setCount = (field: 'numOfAdults' | 'numOfChildren') => (value: string) => setValues((current) => ({ ...current, [field]: Number(value) }));

  const pickStay = ({ checkInDate, checkOutDate }: StayDates) => {
    setValues((current) => ({ ...current, checkInDate, checkOutDate }));
    setErrors({});
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSearching) return;
    const found = validateSearch(values, validation, today);
    if (found.length > 0) {
      setErrors(errorsByField(found));
      (found[0]!.field === 'checkInDate' ? checkInRef : checkOutRef).current?.focus();
      return;
    }
    setErrors({});
    onSearch(values);
  };

  const handleClear = () => {
    setValues(emptyValues);
    setErrors({});
    onClear();
  };

  return (
    <S.Root role="search" aria-label={t.formLabel} noValidate onSubmit={handleSubmit} ref={ref} {...rest}>
      {renderDatePicker
        ? renderDatePicker({ checkInDate: values.checkInDate, checkOutDate: values.checkOutDate }, pickStay)
        : null}
      <S.Fields>
        <DateField
          ref={checkInRef}
          label={t.checkInLabel}
          name="checkInDate"
          value={values.checkInDate}
          error={errors.checkInDate}
          onChange={(value) => update('checkInDate', value)}
        />
        <DateField
          ref={checkOutRef}
          label={t.checkOutLabel}
          name="checkOutDate"
          value={values.checkOutDate}
          error={errors.checkOutDate}
          onChange={(value) => update('checkOutDate', value)}
        />
        <RoomTypeSelect
          name="roomType"
          roomTypes={roomTypes}
          value={values.roomType}
          onChange={(value) => update('roomType', value)}
          onRoomTypesChange={onRoomTypesChange}
          loadError={roomTypesError}
          onRetry={onRetryRoomTypes}
          messages={roomTypeSelectMessages}
        />
        <SelectField
          label={t.adultsLabel}
          name="numOfAdults"
          options={countOptions(MIN_ADULTS, Math.min(MAX_ADULTS, MAX_GUESTS - values.numOfChildren))}
          value={String(values.numOfAdults)}
          onChange={setCount('numOfAdults')}
        />
        <SelectField
          label={t.childrenLabel}
          name="numOfChildren"
          options={countOptions(MIN_CHILDREN, Math.min(MAX_CHILDREN, MAX_GUESTS - values.numOfAdults))}
          value={String(values.numOfChildren)}
          onChange={setCount('numOfChildren')}
        />
      </S.Fields>
      <S.Actions>
        <Button type="submit" isPending={isSearching}>
          {t.search}
        </Button>
        <Button variant="secondary" onPress={handleClear}>
          {t.clearSearch}
        </Button>
        {isSearching ? <Spinner label={t.searching} showLabel /> : null}
      </S.Actions>
    </S.Root>
  );
});
