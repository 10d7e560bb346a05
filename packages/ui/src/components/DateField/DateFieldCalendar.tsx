// Loaded on demand by DateField (React.lazy): react-day-picker and date-fns stay off the page's first JavaScript.
import { useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import { defaultEntryPattern, formatDateEntry, parseDateEntry } from '../../logic/dateEntry';
import { parseIsoDate, toIsoDate } from '../../logic/dates';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { FormatContext } from '../../provider/FormatContext';
import { useFormat } from '../../provider/useFormat';
import { dayPickerMessages } from '../shared/dayPicker.messages';
import { dayPickerLabels } from '../shared/dayPickerLabels';
import { dateFieldCalendarMessages } from './DateFieldCalendar.messages';
import * as S from './DateFieldCalendar.styles';

export type DateFieldCalendarProps = {
  /** The field's input: its label (`${inputId}-label`) describes the button and names the dialog. */
  inputId: string;
  /** The field's text: a date in it is selected and its month shown first, else today's month. */
  text: string;
  /** A day picked in the calendar, written in the locale's entry pattern. */
  onPick: (text: string) => void;
};

/**
 * The date field's calendar button and the modal dialog it opens: a react-day-picker month grid in the locale's
 * month and day names, focus on the field's date (else today). Arrows, Page Up/Down and Home/End move as
 * react-day-picker does; Enter or a click writes the day into the field; Escape or Close leaves it as it is. Either
 * way the dialog closes and focus returns to the button.
 */
export function DateFieldCalendar({ inputId, text, onPick }: DateFieldCalendarProps) {
  // Texts from the provider's packs only: a `messages` prop on DateField would weigh on the page's first JavaScript.
  const t = useMessages('DateFieldCalendar', dateFieldCalendarMessages);
  const dayPickerTexts = useMessages('DayPicker', dayPickerMessages);
  const { dateLocale, direction } = useFormat();
  const pattern = useContext(FormatContext)?.datePatterns?.entry ?? defaultEntryPattern;
  const labelId = `${inputId}-label`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const selected = parseIsoDate(parseDateEntry(text, pattern) ?? '') ?? undefined;
  const labels = useMemo(() => dayPickerLabels(dayPickerTexts, dateLocale), [dayPickerTexts, dateLocale]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return undefined;
    dialog.showModal();
    // Into the grid, on its one tab stop (the field's date, else today), not on the month buttons before it.
    dialog.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
    return () => dialog.close();
  }, [isOpen]);

  const close = () => {
    // Closed before the button takes focus back: while the modal is open, the page behind cannot take it.
    dialogRef.current?.close();
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape fires `cancel` natively; handling it here too keeps it working for scripted key events.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <>
      <S.OpenButton
        ref={buttonRef}
        type="button"
        aria-label={t.openCalendar}
        aria-describedby={labelId}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <CalendarIcon />
      </S.OpenButton>
      {isOpen ? (
        <S.Dialog
          ref={dialogRef}
          aria-labelledby={labelId}
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
          onKeyDown={handleKeyDown}
        >
          <S.Calendar>
            <DayPicker
              mode="single"
              selected={selected}
              defaultMonth={selected}
              onSelect={(_day, picked) => {
                onPick(formatDateEntry(toIsoDate(picked), pattern));
                close();
              }}
              locale={dateLocale}
              dir={direction}
              labels={labels}
              navLayout="after"
            />
          </S.Calendar>
          <Button variant="secondary" onPress={close}>
            {t.closeCalendar}
          </Button>
        </S.Dialog>
      ) : null}
    </>
  );
}

// React.lazy takes the module's default export.
export default DateFieldCalendar;

/** A calendar page; the button's name says what it does. */
function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 5h14v12H3zM3 9h14M7 2.5v4M13 2.5v4" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
