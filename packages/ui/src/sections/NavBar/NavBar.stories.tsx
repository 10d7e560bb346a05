import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NavBar } from './NavBar';
import { colorSchemeSwitchMessages } from '../../components/ColorSchemeSwitch/ColorSchemeSwitch.messages';
import { languageSwitchMessages } from '../LanguageSwitch/LanguageSwitch.messages';
import { hotelName, storyMessages, playMessages } from '../../stories/storyMessages';
import { storyHrefs } from '../../stories/ScreenShell';

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  args: { hrefs: storyHrefs, onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'mobile1', isRotated: false } };

export const LoggedOut: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: hotelName(globals) })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: messages.NavBar.navigationLabel });
    await expect(within(nav).getByRole('link', { name: messages.NavBar.browseAllRooms })).toHaveAttribute('href', '/browse-all-rooms');
    await expect(within(nav).getByRole('link', { name: messages.NavBar.findMyBooking })).toHaveAttribute('href', '/find-booking');
    await expect(within(nav).queryByRole('link', { name: messages.NavBar.admin })).not.toBeInTheDocument();
    // The toggle is for narrow screens only.
    await expect(canvas.queryByRole('button', { name: messages.NavBar.menuToggle })).not.toBeInTheDocument();

    const account = canvas.getByRole('button', { name: messages.NavBar.account });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: messages.NavBar.login })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: messages.NavBar.profile })).not.toBeInTheDocument();
    // A press outside closes the menu.
    await userEvent.click(canvas.getByRole('banner'));
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: messages.NavBar.login })).not.toBeInTheDocument();
  },
};

export const LoggedInUser: Story = {
  args: { isLoggedIn: true },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.queryByRole('link', { name: messages.NavBar.admin })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.NavBar.account }));
    await expect(canvas.getByRole('link', { name: messages.NavBar.profile })).toHaveAttribute('href', '/profile');
    await expect(canvas.queryByRole('link', { name: messages.NavBar.login })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.NavBar.logout }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: messages.NavBar.account })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LoggedInAdmin: Story = {
  args: { isLoggedIn: true, showAdminLink: true },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const links = within(canvas.getByRole('navigation', { name: messages.NavBar.navigationLabel })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([messages.NavBar.browseAllRooms, messages.NavBar.admin, messages.NavBar.findMyBooking]);
    await expect(canvas.getByRole('link', { name: messages.NavBar.admin })).toHaveAttribute('href', '/admin');
  },
};

/** The Account menu open, as a screenshot state. */
export const MenuOpen: Story = {
  args: { isLoggedIn: true, showAdminLink: true },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.NavBar.account }));
    await expect(canvas.getByRole('link', { name: messages.NavBar.profile })).toBeVisible();
  },
};

/** Keyboard only: Enter opens, Tab walks the items, Escape closes and returns focus to the button. */
export const MenuKeyboard: Story = {
  tags: ['test-only'],
  args: { isLoggedIn: true },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const account = canvas.getByRole('button', { name: messages.NavBar.account });
    await userEvent.tab(); // brand
    await userEvent.tab(); // Browse all rooms
    await userEvent.tab(); // Find my booking
    await userEvent.tab();
    await expect(account).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.NavBar.profile })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages.NavBar.logout })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toHaveFocus();

    // Space opens it too; tabbing past the last item closes it.
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard(' ');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab({ shift: true });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Without `onLogout`, Logout is a link to `hrefs.logout`; every route can be overridden. */
export const CustomHrefs: Story = {
  args: {
    isLoggedIn: true,
    onLogout: undefined,
    hrefs: { ...storyHrefs, home: '/en', browseAllRooms: '/en/rooms', logout: '/en/logout' },
    currentHref: '/en/rooms',
  },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('link', { name: hotelName(globals) })).toHaveAttribute('href', '/en');
    const rooms = canvas.getByRole('link', { name: messages.NavBar.browseAllRooms });
    await expect(rooms).toHaveAttribute('href', '/en/rooms');
    await expect(rooms).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: messages.NavBar.findMyBooking })).toHaveAttribute('href', '/find-booking');
    await userEvent.click(canvas.getByRole('button', { name: messages.NavBar.account }));
    await expect(canvas.getByRole('link', { name: messages.NavBar.logout })).toHaveAttribute('href', '/en/logout');
  },
};

/** Below the `md` breakpoint the links collapse behind a Menu toggle. */
export const NarrowViewport: Story = {
  args: { isLoggedIn: true, showAdminLink: true },
  globals: narrow,
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const toggle = canvas.getByRole('button', { name: messages.NavBar.menuToggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: messages.NavBar.browseAllRooms })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: messages.NavBar.browseAllRooms })).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.NavBar.admin })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.NavBar.account }));
    await expect(canvas.getByRole('link', { name: messages.NavBar.profile })).toBeVisible();
  },
};

/** Narrow, by keyboard: Escape closes the Account menu first, then the collapsed links. */
export const NarrowKeyboard: Story = {
  tags: ['test-only'],
  globals: narrow,
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const toggle = canvas.getByRole('button', { name: messages.NavBar.menuToggle });
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.NavBar.browseAllRooms })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.NavBar.login })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: messages.NavBar.account })).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** With `onColorSchemeChange`, the bar ends with the colour scheme switch; the app applies the choice. */
export const WithColorSchemeSwitch: Story = {
  args: { colorScheme: 'system', onColorSchemeChange: fn() },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const t = storyMessages(globals, 'ColorSchemeSwitch', colorSchemeSwitchMessages);
    const nav = canvas.getByRole('navigation', { name: messages.NavBar.navigationLabel });
    const select = within(nav).getByRole('combobox', { name: t.label });
    await expect(select).toHaveValue('system');
    await userEvent.selectOptions(select, t.light);
    await expect(args.onColorSchemeChange).toHaveBeenCalledWith('light');
  },
};

/** With `onLanguageChange`, the language switch comes before the colour scheme switch; the app loads the pack. */
export const WithLanguageSwitch: Story = {
  args: { language: 'de', onLanguageChange: fn(), colorScheme: 'system', onColorSchemeChange: fn() },
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = storyMessages(globals, 'LanguageSwitch', languageSwitchMessages);
    const nav = canvas.getByRole('navigation', { name: playMessages(globals).NavBar.navigationLabel });
    const [language, scheme] = within(nav).getAllByRole('combobox') as [HTMLElement, HTMLElement];
    await expect(language).toHaveAccessibleName(t.label);
    await expect(scheme).toHaveAccessibleName(storyMessages(globals, 'ColorSchemeSwitch', colorSchemeSwitchMessages).label);
    await expect(language).toHaveValue('de');
    await userEvent.selectOptions(language, t.en);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

export const DarkScheme: Story = { args: { isLoggedIn: true, colorScheme: 'dark', onColorSchemeChange: fn() }, globals: { colorScheme: 'dark' } };

export const SeasideBrand: Story = {
  args: { isLoggedIn: true, showAdminLink: true },
  globals: { brand: 'seaside' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Seaside Inn' })).toBeInTheDocument();
  },
};
