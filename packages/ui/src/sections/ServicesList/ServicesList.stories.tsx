import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServicesList } from './ServicesList';
import { formatMessage } from '../../messages/Message';
import { hotelName, storyMessages, playMessages } from '../../stories/storyMessages';
import { servicesListMessages } from './ServicesList.messages';

const meta = {
  title: 'Home/ServicesList',
  component: ServicesList,
} satisfies Meta<typeof ServicesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const t = storyMessages(globals, 'ServicesList', servicesListMessages);
    const section = canvas.getByRole('region', { name: t.heading });
    await expect(section).toHaveTextContent(formatMessage(t.intro, { brand: hotelName(globals) }));
    await expect(section).toHaveTextContent(messages.ServicesList.frontDesk);
    const items = within(section).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      messages.ServicesList.wifi,
      messages.ServicesList.breakfast,
      messages.ServicesList.laundry,
      messages.ServicesList.miniBar,
      messages.ServicesList.parking,
      messages.ServicesList.airConditioning,
    ]);
    await expect(items[0]).toHaveTextContent(messages.ServicesList.wifiText);
  },
};

/** On its own page: 'Our Services' is the h1 and each service an h2. */
export const PageHeading: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: messages.ServicesList.heading })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const CustomTexts: Story = {
  args: { messages: { parking: 'Valet parking', parkingText: 'Hand us the keys at the door.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Valet parking' })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('region', { name: messages.ServicesList.heading })).toHaveTextContent(formatMessage(messages.ServicesList.intro, { brand: 'Seaside Inn' }));
  },
};
