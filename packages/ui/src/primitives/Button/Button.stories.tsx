import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';
import { themeColor } from '../../stories/storyMessages';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book Now', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Book Now' });
    await expect(getComputedStyle(button).backgroundColor).toBe(themeColor(canvasElement, 'accent'));
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { variant: 'primary', size: 'md', isPending: false, isFullWidth: false } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Clear Search' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Cancel Booking' } };

export const LinkLook: Story = { args: { variant: 'link', children: 'Resend OTP' } };

export const Small: Story = { args: { size: 'sm', variant: 'danger', children: 'Cancel' } };

export const FullWidth: Story = { args: { isFullWidth: true, variant: 'secondary', children: 'Clear Search' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Booking Confirmed, redirecting to payment...' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Booking Confirmed, redirecting to payment...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Unlike `disabled`, a pending button stays in the tab order; presses are ignored.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PendingSubmitDoesNotSubmit: Story = {
  tags: ['test-only'],
  args: { isPending: true, type: 'submit', children: 'Save Room' },
  render: (args) => (
    <form
      aria-label="Room"
      onSubmit={(event) => {
        event.preventDefault();
        args.onPress?.();
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Room' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  play: async ({ canvas, canvasElement }) => {
    // Same component CSS, different variables: the teal accent (of the scheme in use) and pill radius of the Seaside tokens.
    const style = getComputedStyle(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(canvasElement.querySelector('[data-hui-root]')).toHaveAttribute('data-brand', 'seaside');
    await expect(style.backgroundColor).toBe(themeColor(canvasElement, 'accent'));
    await expect(style.borderTopLeftRadius).toBe('999px');
  },
};
