import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addDays } from '@hotel/booking-rules';
import type { PricedNightView } from '../../types/views';
import { formatMessage } from '../../messages/Message';
import { storyFormat } from '../../stories/locales';
import { playMessages } from '../../stories/storyMessages';
import { NightlyPrices } from './NightlyPrices';

/** Nights from `first`, each at the price given in turn. */
const nightsFrom = (first: string, prices: number[]): PricedNightView[] => prices.map((price, index) => ({ date: addDays(first, index), price }));

const meta = {
  title: 'Components/NightlyPrices',
  component: NightlyPrices,
  // A weekend at its weekday price between two weekday nights.
  args: { nights: nightsFrom('2026-12-17', [120, 150, 150, 120]) },
} satisfies Meta<typeof NightlyPrices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of a description list. */
const valueOf = (term: HTMLElement) => term.nextElementSibling?.textContent;

/** Consecutive nights at one price are one run: Dec 17 $120, Dec 18 – Dec 19 2 × $150, Dec 20 $120. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = playMessages(globals).NightlyPrices;
    const { formatDate, formatMoney } = storyFormat(globals);
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAccessibleName(t.label);
    const terms = within(list).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      formatDate('2026-12-17', 'range'),
      formatMessage(t.nightsRange, { first: formatDate('2026-12-18', 'range'), last: formatDate('2026-12-19', 'range') }),
      formatDate('2026-12-20', 'range'),
    ]);
    await expect(terms.map(valueOf)).toEqual([formatMoney(120), formatMessage(t.runPrice, { nights: 2, price: formatMoney(150) }), formatMoney(120)]);
  },
};

/** Nights priced by a season carry its name; a season at the weekday's price is still its own run. */
export const WithSeasons: Story = {
  args: {
    nights: [
      { date: '2026-12-21', price: 150 },
      { date: '2026-12-22', price: 150, season: 'Christmas' },
      { date: '2026-12-23', price: 150, season: 'Christmas' },
      { date: '2026-12-24', price: 220, season: 'Christmas Eve' },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = playMessages(globals).NightlyPrices;
    const { formatMoney } = storyFormat(globals);
    const terms = within(canvasElement.querySelector('dl')!).getAllByRole('term');
    await expect(terms.map(valueOf)).toEqual([
      formatMoney(150),
      formatMessage(t.seasonRunPrice, { season: 'Christmas', price: formatMessage(t.runPrice, { nights: 2, price: formatMoney(150) }) }),
      formatMessage(t.seasonRunPrice, { season: 'Christmas Eve', price: formatMoney(220) }),
    ]);
  },
};

/** A long stay with many prices folds its nights under a native summary (a button to the keyboard too), opened here by click. */
export const LongStay: Story = {
  args: { nights: nightsFrom('2026-12-14', [120, 120, 120, 120, 150, 150, 120, 120, 120, 120, 120, 150, 150, 95.5]) },
  play: async ({ canvas, globals, userEvent }) => {
    const t = playMessages(globals).NightlyPrices;
    const { formatDate, formatMoney } = storyFormat(globals);
    const lastNight = formatDate('2026-12-27', 'range');
    const summary = canvas.getByText(formatMessage(t.showNights, { nights: 14 }));
    await expect(canvas.getByText(lastNight)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(lastNight)).toBeVisible();
    await expect(valueOf(canvas.getByText(lastNight))).toBe(formatMoney(95.5));
    await expect(canvas.getByText(lastNight).closest('dl')).toHaveAccessibleName(formatMessage(t.showNights, { nights: 14 }));
  },
};

/** One night: its date and price. */
export const OneNight: Story = {
  args: { nights: nightsFrom('2026-12-31', [480]) },
  play: async ({ canvas, globals }) => {
    const { formatDate, formatMoney } = storyFormat(globals);
    await expect(valueOf(canvas.getByText(formatDate('2026-12-31', 'range')))).toBe(formatMoney(480));
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
