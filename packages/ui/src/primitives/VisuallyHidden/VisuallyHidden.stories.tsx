import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Edit room 7' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text. */
export const Default: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">✎</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit room 7' })).toBeInTheDocument();
    await expect(canvas.getByText('Edit room 7').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
