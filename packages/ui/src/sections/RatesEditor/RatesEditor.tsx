import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { ISO_WEEKDAYS, type IsoWeekday, type RatesInDollars } from '@hotel/booking-rules';
import {
  emptyClosureDraft,
  emptySeasonDraft,
  fromRatesDraft,
  ratesFieldOf,
  ratesValidationMessages,
  validateRatesDraft,
  type ClosureDraft,
  type RatesDraft,
  type RatesDraftError,
  type RatesField,
  type RatesValidationMessages,
  type SeasonDraft,
} from '../../logic/validation/ratesValidation';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { DateField } from '../../components/DateField';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { TableBody, TableCell, TableEmptyRow, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import { TextField } from '../../primitives/TextField';
import { useFormat } from '../../provider/useFormat';
import { ratesEditorMessages, type RatesEditorMessages } from './RatesEditor.messages';
import * as S from './RatesEditor.styles';

export type RatesEditorProps = Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'onSubmit' | 'onChange'> & {
  /** The room's name in the heading, e.g. 'Room 3 (Single)'. */
  roomName: string;
  /** The rates being edited, every input's text (`toRatesDraft` makes it from loaded rates). */
  value: RatesDraft;
  /** Every edit: the whole new draft. */
  onChange: (value: RatesDraft) => void;
  /**
   * The draft as rates in dollars, once the form's checks (the booking rules the server applies) pass. A refused
   * submit moves focus to the first field in error instead.
   */
  onSubmit: (rates: RatesInDollars) => void;
  /** The save is in progress: the submit button shows as pending and further submits are ignored. */
  isSubmitting?: boolean;
  /** The last save's outcome: 'success' shows 'Rates saved.'; 'error' shows `error` or 'Error saving rates'. */
  submitResult?: 'success' | 'error' | null;
  /** The failure's text from the app, shown as is in the form's alert. */
  error?: string;
  /**
   * The server's errors by the field it named (its `field`: `seasons/1/endDate`; a whole season or closure,
   * `seasons/1`, shows on its first night). A new set moves focus to the first of them.
   */
  errors?: Partial<Record<RatesField, string>>;
  /** Target of the back link. */
  backHref: string;
  /** Outline level of the heading; the seasons and closures headings are one below. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<RatesEditorMessages>;
  validationMessages?: Partial<RatesValidationMessages>;
};

/**
 * The admin's rates of a room: a price per weekday, seasons (name, dates, price, minimum stay) and closed dates as
 * tables with add, edit in place and remove. Checked before submit by the booking rules; every error is on its field.
 */
export const RatesEditor = forwardRef<HTMLElement, RatesEditorProps>(function RatesEditor(
  {
    roomName,
    value,
    onChange,
    onSubmit,
    isSubmitting = false,
    submitResult = null,
    error,
    errors: serverErrors,
    backHref,
    headingLevel = 2,
    messages,
    validationMessages,
    ...rest
  },
  ref,
) {
  const t = useMessages('RatesEditor', ratesEditorMessages, messages);
  const v = useMessages('RatesValidation', ratesValidationMessages, validationMessages);
  const { formatDate, formatMoney } = useFormat();
  const headingId = useId();
  const rangeHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const addSeasonRef = useRef<HTMLButtonElement>(null);
  const addClosureRef = useRef<HTMLButtonElement>(null);
  /** The input to focus after the next render (a new row's first input). */
  const focusAfterRender = useRef<RatesField | null>(null);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  const errorText = (failure: RatesDraftError): string => {
    switch (failure.message) {
      case 'priceInvalid':
        return formatMessage(v.priceInvalid, { max: formatMoney(failure.maxPrice) });
      case 'minNightsInvalid':
        return formatMessage(v.minNightsInvalid, { max: failure.maxNights });
      case 'seasonsOverlap':
        return formatMessage(v.seasonsOverlap, {
          name: failure.seasonName,
          from: formatDate(failure.from, 'range'),
          to: formatDate(failure.to, 'range'),
        });
      default:
        return v[failure.message];
    }
  };

  const fieldErrors: Partial<Record<RatesField, string>> = {};
  for (const [path, text] of Object.entries(serverErrors ?? {})) if (text) fieldErrors[ratesFieldOf(path)] = text;
  if (hasSubmitted) for (const failure of validateRatesDraft(value)) fieldErrors[failure.field] ??= errorText(failure);
  const errorOf = (field: RatesField) => fieldErrors[field];

  /** Focuses the first input, in the order of the form, that one of `fields` names. */
  const focusFirst = (fields: readonly RatesField[]) => {
    const named = new Set(fields);
    const first = Array.from(formRef.current?.elements ?? []).find(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && named.has(element.name),
    );
    first?.focus();
  };

  useEffect(() => {
    if (focusAfterRender.current === null) return;
    focusFirst([focusAfterRender.current]);
    focusAfterRender.current = null;
  });

  // A new answer from the server with errors: show where the first one is.
  useEffect(() => {
    const fields = Object.keys(serverErrors ?? {}).map(ratesFieldOf);
    if (fields.length > 0) focusFirst(fields);
  }, [serverErrors]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setHasSubmitted(true);
    const failures = validateRatesDraft(value);
    if (failures.length > 0) {
      focusFirst(failures.map((failure) => failure.field));
      return;
    }
    onSubmit(fromRatesDraft(value));
  };

  const setWeekday = (weekday: IsoWeekday, price: string) => onChange({ ...value, weekdayPrices: { ...value.weekdayPrices, [weekday]: price } });
  const setSeason = (index: number, change: Partial<SeasonDraft>) =>
    onChange({ ...value, seasons: value.seasons.map((season, at) => (at === index ? { ...season, ...change } : season)) });
  const setClosure = (index: number, change: Partial<ClosureDraft>) =>
    onChange({ ...value, closures: value.closures.map((closure, at) => (at === index ? { ...closure, ...change } : closure)) });
  const addSeason = () => {
    focusAfterRender.current = `seasons/${value.seasons.length}/name`;
    onChange({ ...value, seasons: [...value.seasons, emptySeasonDraft()] });
  };
  const addClosure = () => {
    focusAfterRender.current = `closures/${value.closures.length}/startDate`;
    onChange({ ...value, closures: [...value.closures, emptyClosureDraft()] });
  };
  // After a remove, focus stays in the group, on its Add button (the row and its button are gone).
  const removeSeason = (index: number) => {
    onChange({ ...value, seasons: value.seasons.filter((_, at) => at !== index) });
    addSeasonRef.current?.focus();
  };
  const removeClosure = (index: number) => {
    onChange({ ...value, closures: value.closures.filter((_, at) => at !== index) });
    addClosureRef.current?.focus();
  };

  const showsErrors = hasSubmitted && Object.keys(fieldErrors).length > 0;

  return (
    <S.Root aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {formatMessage(t.heading, { room: roomName })}
      </Heading>
      {submitResult === 'success' ? <Alert tone="success">{t.saveSuccess}</Alert> : null}
      {error || submitResult === 'error' ? <Alert tone="danger">{error || t.saveError}</Alert> : null}
      {showsErrors && !error && submitResult !== 'error' ? <Alert tone="danger">{t.fixErrors}</Alert> : null}
      <S.Form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
        <S.Weekdays>
          <S.Legend>{t.weekdayLegend}</S.Legend>
          <S.Hint>{t.weekdayHint}</S.Hint>
          <S.WeekdayGrid>
            {ISO_WEEKDAYS.map((weekday) => {
              const field = `weekdayPrices/${weekday}`;
              return (
                <TextField
                  key={weekday}
                  name={field}
                  label={t[`weekday${weekday}`]}
                  inputMode="decimal"
                  autoComplete="off"
                  value={value.weekdayPrices[weekday]}
                  error={errorOf(field)}
                  onChange={(price) => setWeekday(weekday, price)}
                />
              );
            })}
          </S.WeekdayGrid>
        </S.Weekdays>

        <S.Hint id={rangeHintId}>{t.rangeHint}</S.Hint>

        <S.Group>
          <Heading level={subLevel} size="md">
            {t.seasonsHeading}
          </Heading>
          <S.Hint>{t.seasonsHint}</S.Hint>
          <S.RangesTable caption={t.seasonsCaption} hideCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t.nameColumn}</TableHeaderCell>
                <TableHeaderCell>{t.startColumn}</TableHeaderCell>
                <TableHeaderCell>{t.seasonEndColumn}</TableHeaderCell>
                <TableHeaderCell>{t.priceColumn}</TableHeaderCell>
                <TableHeaderCell>{t.minNightsColumn}</TableHeaderCell>
                <TableHeaderCell>{t.actionsColumn}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {value.seasons.length === 0 ? <TableEmptyRow colSpan={6}>{t.seasonsEmpty}</TableEmptyRow> : null}
              {value.seasons.map((season, index) => {
                const path = `seasons/${index}` as const;
                const number = index + 1;
                const cell = (key: 'name' | 'price' | 'minNights', label: string, input: { inputMode?: 'decimal' | 'numeric'; maxLength?: number }) => (
                  <CellTextField
                    {...input}
                    name={`${path}/${key}`}
                    label={label}
                    value={season[key]}
                    error={errorOf(`${path}/${key}`)}
                    onChange={(text) => setSeason(index, { [key]: text })}
                  />
                );
                return (
                  // Rows are edited in place and have no identity of their own beyond their position.
                  <TableRow key={index}>
                    {cell('name', formatMessage(t.seasonNameLabel, { number }), { maxLength: 50 })}
                    <RangeCells
                      path={path}
                      range={season}
                      labels={[formatMessage(t.seasonStartLabel, { number }), formatMessage(t.seasonEndLabel, { number })]}
                      rangeHintId={rangeHintId}
                      errorOf={errorOf}
                      onChange={(change) => setSeason(index, change)}
                    />
                    {cell('price', formatMessage(t.seasonPriceLabel, { number }), { inputMode: 'decimal' })}
                    {cell('minNights', formatMessage(t.seasonMinNightsLabel, { number }), { inputMode: 'numeric' })}
                    <TableCell>
                      <Button variant="secondary" size="sm" onPress={() => removeSeason(index)}>
                        {formatMessage(t.removeSeason, { number, name: season.name.trim() })}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </S.RangesTable>
          <div>
            <Button ref={addSeasonRef} variant="secondary" onPress={addSeason}>
              {t.addSeason}
            </Button>
          </div>
        </S.Group>

        <S.Group>
          <Heading level={subLevel} size="md">
            {t.closuresHeading}
          </Heading>
          <S.Hint>{t.closuresHint}</S.Hint>
          <S.RangesTable caption={t.closuresCaption} hideCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t.startColumn}</TableHeaderCell>
                <TableHeaderCell>{t.closureEndColumn}</TableHeaderCell>
                <TableHeaderCell>{t.reasonColumn}</TableHeaderCell>
                <TableHeaderCell>{t.actionsColumn}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {value.closures.length === 0 ? <TableEmptyRow colSpan={4}>{t.closuresEmpty}</TableEmptyRow> : null}
              {value.closures.map((closure, index) => {
                const path = `closures/${index}` as const;
                const number = index + 1;
                return (
                  <TableRow key={index}>
                    <RangeCells
                      path={path}
                      range={closure}
                      labels={[formatMessage(t.closureStartLabel, { number }), formatMessage(t.closureEndLabel, { number })]}
                      rangeHintId={rangeHintId}
                      errorOf={errorOf}
                      onChange={(change) => setClosure(index, change)}
                    />
                    <CellTextField
                      name={`${path}/reason`}
                      label={formatMessage(t.closureReasonLabel, { number })}
                      maxLength={200}
                      value={closure.reason}
                      error={errorOf(`${path}/reason`)}
                      onChange={(reason) => setClosure(index, { reason })}
                    />
                    <TableCell>
                      <Button variant="secondary" size="sm" onPress={() => removeClosure(index)}>
                        {formatMessage(t.removeClosure, { number })}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </S.RangesTable>
          <div>
            <Button ref={addClosureRef} variant="secondary" onPress={addClosure}>
              {t.addClosure}
            </Button>
          </div>
        </S.Group>

        <S.Actions>
          <Link href={backHref} variant="secondary">
            {t.backLink}
          </Link>
          <Button type="submit" isPending={isSubmitting}>
            {t.save}
          </Button>
        </S.Actions>
      </S.Form>
    </S.Root>
  );
});

/** A table cell's text input, labelled for screen readers only (the column header shows the name). */
function CellTextField(props: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  inputMode?: 'decimal' | 'numeric';
  maxLength?: number;
}) {
  return (
    <TableCell>
      <S.CellField>
        <TextField {...props} hideLabel autoComplete="off" />
      </S.CellField>
    </TableCell>
  );
}

/** A season's or closure's first and last night as two table cells; the end date points to the range hint. */
function RangeCells({
  path,
  range,
  labels: [startLabel, endLabel],
  rangeHintId,
  errorOf,
  onChange,
}: {
  path: `seasons/${number}` | `closures/${number}`;
  range: { startDate: string; endDate: string };
  labels: readonly [string, string];
  rangeHintId: string;
  errorOf: (field: RatesField) => string | undefined;
  onChange: (change: { startDate: string } | { endDate: string }) => void;
}) {
  return (
    <>
      <TableCell>
        <S.CellDateField>
          <DateField
            name={`${path}/startDate`}
            label={startLabel}
            hideLabel
            value={range.startDate}
            error={errorOf(`${path}/startDate`)}
            onChange={(startDate) => onChange({ startDate })}
          />
        </S.CellDateField>
      </TableCell>
      <TableCell>
        <S.CellDateField>
          <DateField
            name={`${path}/endDate`}
            label={endLabel}
            hideLabel
            aria-describedby={rangeHintId}
            value={range.endDate}
            error={errorOf(`${path}/endDate`)}
            onChange={(endDate) => onChange({ endDate })}
          />
        </S.CellDateField>
      </TableCell>
    </>
  );
}
