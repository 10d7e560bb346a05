import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dateFieldCalendarMessages } from '../../components/DateField';
import { roomRatesDraft } from '../../fixtures/rates';
import { emptyRatesDraft, ratesValidationMessages, type RatesDraft } from '../../logic/validation/ratesValidation';
import { formatMessage } from '../../messages/Message';
import { storyHrefs } from '../../stories/ScreenShell';
import { storyMessages } from '../../stories/storyMessages';
import { RatesEditor, type RatesEditorProps } from './RatesEditor';
import { ratesEditorMessages } from './RatesEditor.messages';
import { rangeDate } from '../../stories/storyDates';
import { typedDate } from '../../stories/locales';

/** The editor is controlled: the story holds the draft as the app does, and reports each change. */
function StatefulRatesEditor({ value, onChange, ...props }: RatesEditorProps) {
  const [draft, setDraft] = useState<RatesDraft>(value);
  return (
    <RatesEditor
      {...props}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/RatesEditor',
  component: RatesEditor,
  render: (args) => <StatefulRatesEditor {...args} />,
  args: { roomName: 'Room 3 (Single)', value: roomRatesDraft, onChange: fn(), onSubmit: fn(), backHref: storyHrefs.existingRooms },
} satisfies Meta<typeof RatesEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (globals: Record<string, unknown>) => ({
  t: storyMessages(globals, 'RatesEditor', ratesEditorMessages),
  v: storyMessages(globals, 'RatesValidation', ratesValidationMessages),
});

/** The text of the error tied to an input through aria-describedby. */
const describedErrors = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => input.ownerDocument.getElementById(id)?.textContent);

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const { t } = texts(globals);
    await expect(canvas.getByRole('heading', { level: 2, name: formatMessage(t.heading, { room: 'Room 3 (Single)' }) })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: t.weekdayLegend })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t.weekday5 })).toHaveValue('150');
    await expect(canvas.getByRole('textbox', { name: t.weekday1 })).toHaveValue('');

    const seasons = canvas.getByRole('table', { name: t.seasonsCaption });
    await expect(within(seasons).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      t.nameColumn,
      t.startColumn,
      t.seasonEndColumn,
      t.priceColumn,
      t.minNightsColumn,
      t.actionsColumn,
    ]);
    await expect(within(seasons).getByRole('textbox', { name: formatMessage(t.seasonNameLabel, { number: 1 }) })).toHaveValue('Summer');
    const seasonEnd = within(seasons).getByLabelText(formatMessage(t.seasonEndLabel, { number: 1 }));
    // Dates show in the locale's pattern (US English here).
    await expect(seasonEnd).toHaveValue(typedDate(globals, '2027-09-01'));
    // The half-open rule is read out with every end date.
    await expect(seasonEnd).toHaveAccessibleDescription(t.rangeHint);

    const closures = canvas.getByRole('table', { name: t.closuresCaption });
    await expect(within(closures).getByLabelText(formatMessage(t.closureStartLabel, { number: 1 }))).toHaveValue(typedDate(globals, '2027-04-05'));
    await expect(within(closures).getByRole('textbox', { name: formatMessage(t.closureReasonLabel, { number: 1 }) })).toHaveValue('Painting');
    await expect(canvas.getByRole('link', { name: t.backLink })).toHaveAttribute('href', args.backHref);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Empty: Story = {
  args: { value: emptyRatesDraft() },
  play: async ({ canvas, globals }) => {
    const { t } = texts(globals);
    await expect(canvas.getByText(t.seasonsEmpty)).toBeInTheDocument();
    await expect(canvas.getByText(t.closuresEmpty)).toBeInTheDocument();
  },
};

/** The keyboard journey: add a season that overlaps Summer, submit, get the error on it, fix it, submit. */
export const KeyboardAddSeasonFixOverlap: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const { t, v } = texts(globals);
    const seasons = canvas.getByRole('table', { name: t.seasonsCaption });
    canvas.getByRole('button', { name: formatMessage(t.removeSeason, { number: 1, name: 'Summer' }) }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.addSeason })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The new row's first input takes the focus.
    const name = await within(seasons).findByRole('textbox', { name: formatMessage(t.seasonNameLabel, { number: 2 }) });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Festival');
    await userEvent.tab();
    const start = within(seasons).getByLabelText(formatMessage(t.seasonStartLabel, { number: 2 }));
    await expect(start).toHaveFocus();
    await userEvent.type(start, '2027-08-20');
    await userEvent.tab();
    const end = within(seasons).getByLabelText(formatMessage(t.seasonEndLabel, { number: 2 }));
    await userEvent.type(end, '2027-08-25');
    // Past the end date's calendar button, to the price.
    const endLabel = formatMessage(t.seasonEndLabel, { number: 2 });
    const { openCalendar } = storyMessages(globals, 'DateFieldCalendar', dateFieldCalendarMessages);
    await within(seasons).findByRole('button', { name: openCalendar, description: endLabel });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('300');
    // Typed as YYYY-MM-DD, shown in the locale's pattern once the field is left.
    await expect(start).toHaveValue(typedDate(globals, '2027-08-20'));
    await expect(end).toHaveValue(typedDate(globals, '2027-08-25'));

    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(start).toHaveFocus());
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    const overlap = formatMessage(v.seasonsOverlap, { name: 'Summer', from: rangeDate(globals, '2027-08-20'), to: rangeDate(globals, '2027-08-25') });
    await expect(describedErrors(start)).toEqual([overlap]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.fixErrors);

    // Fixed: the festival starts when Summer ends (the end date is the first night not covered, so they meet).
    await userEvent.clear(end);
    await userEvent.type(end, '2027-09-05');
    await userEvent.clear(start);
    await userEvent.type(start, '2027-09-01');
    await waitFor(() => expect(start).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    canvas.getByRole('button', { name: t.save }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      weekdayPrices: { '5': 150, '6': 150 },
      seasons: [
        { name: 'Summer', startDate: '2027-07-01', endDate: '2027-09-01', price: 200, minNights: 3 },
        { name: 'Festival', startDate: '2027-09-01', endDate: '2027-09-05', price: 300 },
      ],
      closures: [{ startDate: '2027-04-05', endDate: '2027-04-08', reason: 'Painting' }],
    });
  },
};

/** Every check before submit, each on its field; focus goes to the first one in the form's order. */
export const ValidationErrors: Story = {
  args: {
    value: {
      weekdayPrices: { '1': '', '2': '0', '3': '', '4': '', '5': '', '6': '12.345', '7': '' },
      seasons: [{ name: ' ', startDate: '2027-07-10', endDate: '2027-07-01', price: '100001', minNights: '0' }],
      closures: [{ startDate: '2027-04-05', endDate: '2027-04-05', reason: '' }],
    },
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const { t, v } = texts(globals);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const tuesday = canvas.getByRole('textbox', { name: t.weekday2 });
    await waitFor(() => expect(tuesday).toHaveFocus());
    // The highest price is formatted in the story's currency.
    const priceIn = (input: HTMLElement) => describedErrors(input)[0] ?? '';
    await expect(priceIn(tuesday)).toMatch(new RegExp(`^${formatMessage(v.priceInvalid, { max: 'MAX' }).split('MAX')[0]!.slice(0, 15)}`));
    await expect(priceIn(canvas.getByRole('textbox', { name: t.weekday6 }))).toBe(priceIn(tuesday));
    await expect(describedErrors(canvas.getByRole('textbox', { name: formatMessage(t.seasonNameLabel, { number: 1 }) }))).toEqual([v.nameRequired]);
    await expect(describedErrors(canvas.getByLabelText(formatMessage(t.seasonEndLabel, { number: 1 })))).toEqual([v.endNotAfterStart]);
    await expect(priceIn(canvas.getByRole('textbox', { name: formatMessage(t.seasonPriceLabel, { number: 1 }) }))).toBe(priceIn(tuesday));
    await expect(describedErrors(canvas.getByRole('textbox', { name: formatMessage(t.seasonMinNightsLabel, { number: 1 }) }))).toEqual([
      formatMessage(v.minNightsInvalid, { max: 365 }),
    ]);
    await expect(describedErrors(canvas.getByLabelText(formatMessage(t.closureEndLabel, { number: 1 })))).toEqual([v.endNotAfterStart]);
  },
};

/** The server's 409 names a closure: its message shows on that closure's first night, which takes the focus. */
export const ServerError: Story = {
  args: {
    errors: { 'closures/0': 'The closure closures/0 (2027-04-05 to 2027-04-08) covers nights of confirmed bookings: AB12CD34EF.' },
    submitResult: 'error',
    error: 'A closed night covers confirmed bookings.',
  },
  play: async ({ args, canvas, globals }) => {
    const start = canvas.getByLabelText(formatMessage(texts(globals).t.closureStartLabel, { number: 1 }));
    await waitFor(() => expect(start).toHaveFocus());
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(describedErrors(start)).toEqual([args.errors!['closures/0']]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error!);
  },
};

export const Saving: Story = {
  args: { isSubmitting: true },
  play: async ({ args, canvas, userEvent, globals }) => {
    const save = canvas.getByRole('button', { name: texts(globals).t.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { submitResult: 'success' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(texts(globals).t.saveSuccess);
  },
};

/** Removing a row keeps the focus in its group, on its Add button. */
export const RemoveRows: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const { t } = texts(globals);
    await userEvent.click(canvas.getByRole('button', { name: formatMessage(t.removeSeason, { number: 1, name: 'Summer' }) }));
    await expect(canvas.getByText(t.seasonsEmpty)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: t.addSeason })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: formatMessage(t.removeClosure, { number: 1 }) }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t.addClosure })).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...roomRatesDraft, seasons: [], closures: [] });
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
