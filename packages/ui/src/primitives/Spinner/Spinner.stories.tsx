import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playMessages } from '../../stories/storyMessages';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the `@keyframes` rules in the page's style sheets. */
const keyframesNames = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule)
    .map((rule) => rule.name);

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(playMessages(globals).Spinner.label);
    // The ring turns: its animation names a @keyframes rule that the style sheets really hold (written in its rule,
    // not with styled-components' `keyframes`).
    const ring = status.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(getComputedStyle(ring).animationName).toBe('hui-spin');
    await expect(keyframesNames()).toContain('hui-spin');
  },
};

export const Playground: Story = { args: { label: 'Loading rooms....', showLabel: true, size: 'md' } };

export const WithVisibleLabel: Story = {
  args: { label: 'Finding availble rooms....', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finding availble rooms....')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm', label: 'Finding your booking...', showLabel: true } };

export const Large: Story = { args: { size: 'lg' } };

export const LabelFromMessages: Story = {
  tags: ['test-only'],
  args: { messages: { label: 'Please wait' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};

export const SeasideBrand: Story = { ...WithVisibleLabel, globals: { brand: 'seaside' } };
