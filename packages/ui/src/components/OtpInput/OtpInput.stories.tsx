import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OtpInput, type OtpInputProps } from './OtpInput';
import { formatMessage } from '../../messages/Message';
import { storyArrows } from '../../stories/locales';
import { playMessages } from '../../stories/storyMessages';

/** Controlled as a screen uses it: the value follows `onChange`. */
function Controlled(args: OtpInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <OtpInput
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: { value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const group = canvas.getByRole('group', { name: messages.OtpInput.legend });
    await expect(group.tagName).toBe('FIELDSET');
    const box = (n: number) => canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: n, count: 6 }) });
    await expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    await expect(box(2)).toHaveAttribute('autocomplete', 'off');

    // A digit fills its box and moves focus on.
    await userEvent.tab();
    await expect(box(1)).toHaveFocus();
    await userEvent.keyboard('1');
    await expect(box(1)).toHaveValue('1');
    await expect(box(2)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');

    // Anything but a digit is ignored.
    await userEvent.keyboard('a');
    await userEvent.keyboard('-');
    await expect(box(2)).toHaveValue('');
    await expect(box(2)).toHaveFocus();

    await userEvent.keyboard('23');
    await expect(box(4)).toHaveFocus();

    // Backspace on an empty box goes back and clears the previous digit.
    await userEvent.keyboard('{Backspace}');
    await expect(box(3)).toHaveFocus();
    await expect(box(3)).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');

    // The arrows move (mirrored right to left), but not past the first empty box.
    const arrows = storyArrows(globals);
    await userEvent.keyboard(arrows.previous);
    await expect(box(2)).toHaveFocus();
    await userEvent.keyboard(arrows.next.repeat(3));
    await expect(box(3)).toHaveFocus();

    await userEvent.keyboard('3456');
    await expect(box(6)).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** Pasting a whole code into any box fills them all and focuses the last. */
export const PasteCode: Story = {
  args: { value: '12' },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 2, count: 6 }) }));
    await userEvent.paste('987 654');
    for (const [index, digit] of [...'987654'].entries()) {
      await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: index + 1, count: 6 }) })).toHaveValue(digit);
    }
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 6, count: 6 }) })).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

export const PasteIntoFirstBox: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 1, count: 6 }) }));
    await userEvent.paste('123456');
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 6, count: 6 }) })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PastePartOfACode: Story = {
  tags: ['test-only'],
  args: { value: '1' },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 2, count: 6 }) }));
    await userEvent.paste('23');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 4, count: 6 }) })).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Clicking past the first empty box lands in the first empty box; Tab stops once in the group. */
export const FocusStaysContiguous: Story = {
  tags: ['test-only'],
  args: { value: '12' },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 5, count: 6 }) }));
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 3, count: 6 }) })).toHaveFocus();
    await expect(canvas.getAllByRole('textbox').map((box) => box.tabIndex)).toEqual([-1, -1, 0, -1, -1, -1]);
    await userEvent.tab();
    await expect(canvas.queryAllByRole('textbox').some((box) => box === document.activeElement)).toBe(false);
  },
};

/** A filled box can be retyped; Backspace on it clears it and stays. */
export const EditFilledBox: Story = {
  tags: ['test-only'],
  args: { value: '123456' },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 3, count: 6 }) }));
    await userEvent.keyboard('9');
    await expect(args.onChange).toHaveBeenLastCalledWith('129456');
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 4, count: 6 }) })).toHaveFocus();
    await userEvent.keyboard('{End}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('12945');
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 6, count: 6 }) })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 1, count: 6 }) })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { value: '123456', isInvalid: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: '123', isDisabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled();
  },
};

export const HiddenLegend: Story = {
  args: { hideLegend: true },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('group', { name: messages.OtpInput.legend })).toBeInTheDocument();
    await expect(canvas.getByText(messages.OtpInput.legend).getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** On a 320 px phone the six boxes stay one row, inside the screen, and stay boxes (never pills) in every brand. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('textbox').map((box) => ({ box, rect: box.getBoundingClientRect() }));
    await expect(boxes).toHaveLength(6);
    await expect(document.documentElement.clientWidth).toBeLessThanOrEqual(320);
    await expect(new Set(boxes.map(({ rect }) => Math.round(rect.top))).size).toBe(1);
    await expect(boxes.at(-1)!.rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    for (const { box, rect } of boxes) {
      await expect(rect.width).toBeGreaterThanOrEqual(32);
      await expect(Number.parseFloat(getComputedStyle(box).borderTopLeftRadius)).toBeLessThan(rect.height / 4);
    }
  },
};

/**
 * Right to left the boxes run from the right, so ArrowLeft leads to the next box and ArrowRight back to the previous
 * one; focus still stops at the first empty box.
 */
export const RightToLeft: Story = {
  globals: { locale: 'rtl' },
  args: { value: '12' },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const box = (n: number) => canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: n, count: 6 }) });
    await expect(box(2).getBoundingClientRect().right).toBeLessThanOrEqual(box(1).getBoundingClientRect().left);

    await userEvent.tab();
    await expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(box(3)).toHaveFocus();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
