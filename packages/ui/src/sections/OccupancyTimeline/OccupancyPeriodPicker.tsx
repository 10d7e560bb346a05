import { useState, type FormEvent } from 'react';
import { addDays, nightsBetween } from '@hotel/booking-rules';
import { formatMessage } from '../../messages/Message';
import { Button } from '../../primitives/Button';
import { DateField } from '../../components/DateField';
import type { IsoDate } from '../../logic/dates';
import { parseIsoDate } from '../../logic/dates';
import type { OccupancyTimelineMessages } from './OccupancyTimeline.messages';
import * as S from './OccupancyTimeline.styles';

/** A window of nights [from, to). */
export type OccupancyPeriod = { from: IsoDate; to: IsoDate };

type Errors = { first?: string; last?: string };

export type OccupancyPeriodPickerProps = {
  period: OccupancyPeriod;
  maxNights: number;
  onPeriodChange: (period: OccupancyPeriod) => void;
  texts: OccupancyTimelineMessages;
};

/**
 * The first and last night shown (the last one inclusive, as people say it; the window it emits ends the morning
 * after), and buttons that move the window by its own length.
 */
export function OccupancyPeriodPicker({ period, maxNights, onPeriodChange, texts: t }: OccupancyPeriodPickerProps) {
  const lastOf = (shown: OccupancyPeriod) => addDays(shown.to, -1);
  const [draft, setDraft] = useState({ first: period.from, last: lastOf(period), period });
  const [errors, setErrors] = useState<Errors>({});
  // A new period from outside (the buttons, the address) replaces what was typed.
  if (draft.period.from !== period.from || draft.period.to !== period.to) {
    setDraft({ first: period.from, last: lastOf(period), period });
    setErrors({});
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!parseIsoDate(draft.first)) next.first = t.invalidDate;
    if (!parseIsoDate(draft.last)) next.last = t.invalidDate;
    else if (!next.first && draft.last < draft.first) next.last = t.lastBeforeFirst;
    else if (!next.first && nightsBetween(draft.first, draft.last) + 1 > maxNights) next.last = formatMessage(t.periodTooLong, { maxNights });
    setErrors(next);
    if (!next.first && !next.last) onPeriodChange({ from: draft.first, to: addDays(draft.last, 1) });
  };

  const length = nightsBetween(period.from, period.to);
  const shift = (nights: number) => onPeriodChange({ from: addDays(period.from, nights), to: addDays(period.to, nights) });

  return (
    <S.PeriodForm noValidate onSubmit={submit} aria-label={t.periodLabel}>
      <DateField
        label={t.firstNight}
        value={draft.first}
        onChange={(first) => setDraft({ ...draft, first })}
        error={errors.first}
      />
      <DateField label={t.lastNight} value={draft.last} onChange={(last) => setDraft({ ...draft, last })} error={errors.last} />
      <S.PeriodButtons>
        <Button type="submit">{t.showPeriod}</Button>
        <Button variant="secondary" onPress={() => shift(-length)}>
          {t.previousPeriod}
        </Button>
        <Button variant="secondary" onPress={() => shift(length)}>
          {t.nextPeriod}
        </Button>
      </S.PeriodButtons>
    </S.PeriodForm>
  );
}
