import type { Message } from '../../messages/Message';

export type RatesEditorMessages = {
  /** The heading; `room` is the app's name of the room, e.g. 'Room 3 (Single)'. */
  heading: Message<{ room: string }>;
  /** How every range reads: the end date is the first night not covered. */
  rangeHint: Message;
  weekdayLegend: Message;
  weekdayHint: Message;
  /** ISO weekdays 1 (Monday) … 7 (Sunday). */
  weekday1: Message;
  weekday2: Message;
  weekday3: Message;
  weekday4: Message;
  weekday5: Message;
  weekday6: Message;
  weekday7: Message;
  seasonsHeading: Message;
  seasonsHint: Message;
  seasonsCaption: Message;
  seasonsEmpty: Message;
  closuresHeading: Message;
  closuresHint: Message;
  closuresCaption: Message;
  closuresEmpty: Message;
  /** Column headers. */
  nameColumn: Message;
  startColumn: Message;
  seasonEndColumn: Message;
  closureEndColumn: Message;
  priceColumn: Message;
  minNightsColumn: Message;
  reasonColumn: Message;
  actionsColumn: Message;
  /** Labels of a row's inputs (shown to assistive technology; the column headers show them on screen). */
  seasonNameLabel: Message<{ number: number }>;
  seasonStartLabel: Message<{ number: number }>;
  seasonEndLabel: Message<{ number: number }>;
  seasonPriceLabel: Message<{ number: number }>;
  seasonMinNightsLabel: Message<{ number: number }>;
  closureStartLabel: Message<{ number: number }>;
  closureEndLabel: Message<{ number: number }>;
  closureReasonLabel: Message<{ number: number }>;
  addSeason: Message;
  addClosure: Message;
  removeSeason: Message<{ number: number; name: string }>;
  removeClosure: Message<{ number: number }>;
  save: Message;
  backLink: Message;
  /** Above the form after a submit the checks refused: the errors are on the fields. */
  fixErrors: Message;
  saveSuccess: Message;
  saveError: Message;
};

export const ratesEditorMessages: RatesEditorMessages = {
  heading: 'Rates of {room}',
  rangeHint:
    'Dates run from the first night up to the end date, which is not included: the end date is the first night not covered (a season from July 1 to September 1 covers every night of July and August).',
  weekdayLegend: 'Prices by weekday',
  weekdayHint: "The price of a night by the weekday it starts on. Leave a day empty to use the room's price.",
  weekday1: 'Monday',
  weekday2: 'Tuesday',
  weekday3: 'Wednesday',
  weekday4: 'Thursday',
  weekday5: 'Friday',
  weekday6: 'Saturday',
  weekday7: 'Sunday',
  seasonsHeading: 'Seasons',
  seasonsHint: 'A season’s price wins over the weekday price. Its minimum stay applies to stays that start in it. Seasons may not share a night.',
  seasonsCaption: 'Seasons',
  seasonsEmpty: 'No seasons.',
  closuresHeading: 'Closed dates',
  closuresHint: 'The room is not sold on these nights.',
  closuresCaption: 'Closed dates',
  closuresEmpty: 'No closed dates.',
  nameColumn: 'Name',
  startColumn: 'First night',
  seasonEndColumn: 'End (first night not in the season)',
  closureEndColumn: 'End (first night open again)',
  priceColumn: 'Price per night',
  minNightsColumn: 'Minimum nights',
  reasonColumn: 'Reason',
  actionsColumn: 'Actions',
  seasonNameLabel: 'Name of season {number}',
  seasonStartLabel: 'First night of season {number}',
  seasonEndLabel: 'End of season {number} (first night not in the season)',
  seasonPriceLabel: 'Price per night of season {number}',
  seasonMinNightsLabel: 'Minimum nights of season {number}',
  closureStartLabel: 'First closed night of closure {number}',
  closureEndLabel: 'End of closure {number} (first night open again)',
  closureReasonLabel: 'Reason for closure {number}',
  addSeason: 'Add season',
  addClosure: 'Add closed dates',
  removeSeason: ({ number, name }) => (name ? `Remove season ${number} (${name})` : `Remove season ${number}`),
  removeClosure: 'Remove closure {number}',
  save: 'Save rates',
  backLink: 'Existing rooms',
  fixErrors: 'The rates were not saved: please correct the marked fields.',
  saveSuccess: 'Rates saved.',
  saveError: 'Error saving rates',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RatesEditor: RatesEditorMessages;
  }
}
