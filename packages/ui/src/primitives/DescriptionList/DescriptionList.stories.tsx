import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  render: (args) => (
    <DescriptionList {...args}>
      <dt>Full name</dt>
      <dd>Ada Lovelace</dd>
      <dt>Email</dt>
      <dd>ada.lovelace.with.a.very.long.address@example.com</dd>
      <dt>Adults</dt>
      <dd>2</dd>
    </DescriptionList>
  ),
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Full name', 'Email', 'Adults']);
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
    const list = canvas.getByText('Ada Lovelace').parentElement!;
    await expect(getComputedStyle(list).display).toBe('grid');
    await expect(getComputedStyle(canvas.getByText('2')).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Playground: Story = {};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
