import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HotelUiProvider } from '../../provider/HotelUiProvider';
import { storyBrand } from '../../stories/brands';
import { storyLocale } from '../../stories/locales';
import { storyMessages, themeColor } from '../../stories/storyMessages';
import type { ColorScheme } from '../../theme/tokens';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { colorSchemeSwitchMessages } from './ColorSchemeSwitch.messages';

const meta = {
  title: 'Components/ColorSchemeSwitch',
  component: ColorSchemeSwitch,
  args: { value: 'system', onChange: fn() },
} satisfies Meta<typeof ColorSchemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = storyMessages(globals, 'ColorSchemeSwitch', colorSchemeSwitchMessages);
    const select = canvas.getByRole('combobox', { name: t.label });
    await expect(select).toHaveValue('system');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([t.light, t.dark, t.system]);
    await userEvent.selectOptions(select, t.dark);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const WithVisibleLabel: Story = {
  args: { value: 'dark', showLabel: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'ColorSchemeSwitch', colorSchemeSwitchMessages);
    await expect(canvas.getByText(t.label)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t.label })).toHaveValue('dark');
  },
};

/** The switch driving a provider: choosing Dark swaps every colour to the brand's dark palette, with no re-mount. */
export const SwitchesTheProvider: Story = {
  tags: ['test-only'],
  render: function Render(args, { globals }) {
    const [scheme, setScheme] = useState<ColorScheme>('light');
    return (
      <HotelUiProvider brand={storyBrand(globals)} colorScheme={scheme} locale={storyLocale(globals)}>
        <ColorSchemeSwitch
          value={scheme}
          onChange={(next) => {
            setScheme(next);
            args.onChange(next);
          }}
        />
      </HotelUiProvider>
    );
  },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = storyMessages(globals, 'ColorSchemeSwitch', colorSchemeSwitchMessages);
    const inner = within(canvasElement).getByRole('combobox', { name: t.label }).closest<HTMLElement>('[data-hui-root]')!;
    const { palette, darkPalette } = storyBrand(globals).tokens;
    const rgb = (colour: string) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = colour;
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    };
    await expect(getComputedStyle(inner).backgroundColor).toBe(rgb(palette.surface));
    await expect(getComputedStyle(inner).colorScheme).toBe('light');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.label }), t.dark);
    await expect(inner).toHaveAttribute('data-color-scheme', 'dark');
    await expect(getComputedStyle(inner).backgroundColor).toBe(rgb(darkPalette.surface));
    await expect(getComputedStyle(inner).colorScheme).toBe('dark');
    await expect(themeColor(inner, 'accent')).toBe(rgb(darkPalette.accent));
  },
};

export const DarkScheme: Story = { globals: { colorScheme: 'dark' } };

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
