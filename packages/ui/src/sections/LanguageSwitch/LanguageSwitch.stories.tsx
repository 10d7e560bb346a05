import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { de } from '../../locales/de';
import { en } from '../../locales/en';
import { HotelUiProvider } from '../../provider/HotelUiProvider';
import { storyBrand } from '../../stories/brands';
import { storyMessages } from '../../stories/storyMessages';
import { LanguageSwitch, type KitLanguage } from './LanguageSwitch';
import { languageSwitchMessages } from './LanguageSwitch.messages';

const meta = {
  title: 'Layout/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'en', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = storyMessages(globals, 'LanguageSwitch', languageSwitchMessages);
    const select = canvas.getByRole('combobox', { name: t.label });
    await expect(select).toHaveValue('en');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([t.en, t.de]);
    // Each language's name is marked with its language, for screen readers.
    await expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'de']);
    await userEvent.selectOptions(select, t.de);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('de');
  },
};

export const WithVisibleLabel: Story = {
  args: { value: 'de', showLabel: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'LanguageSwitch', languageSwitchMessages);
    await expect(canvas.getByText(t.label)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t.label })).toHaveValue('de');
  },
};

/** The switch driving a provider: choosing Deutsch gives the kit German texts and the root `lang="de-DE"`. */
export const SwitchesTheProvider: Story = {
  tags: ['test-only'],
  render: function Render(args, { globals }) {
    const [language, setLanguage] = useState<KitLanguage>('en');
    return (
      <HotelUiProvider brand={storyBrand(globals)} locale={language === 'de' ? de : en}>
        <LanguageSwitch
          value={language}
          showLabel
          onChange={(next) => {
            setLanguage(next);
            args.onChange(next);
          }}
        />
      </HotelUiProvider>
    );
  },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    // The story's own provider starts in English whatever the toolbar's locale, and switches between its two packs.
    const english = storyMessages({ ...globals, locale: 'en' }, 'LanguageSwitch', languageSwitchMessages);
    const german = storyMessages({ ...globals, locale: 'de' }, 'LanguageSwitch', languageSwitchMessages);
    const root = () => within(canvasElement).getByRole('combobox').closest<HTMLElement>('[data-hui-root]')!;
    await expect(root()).toHaveAttribute('lang', 'en-US');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: english.label }), 'Deutsch');
    await expect(await canvas.findByRole('combobox', { name: german.label })).toHaveValue('de');
    await expect(root()).toHaveAttribute('lang', 'de-DE');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: german.label }), 'English');
    await expect(await canvas.findByRole('combobox', { name: english.label })).toHaveValue('en');
    await expect(root()).toHaveAttribute('lang', 'en-US');
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
