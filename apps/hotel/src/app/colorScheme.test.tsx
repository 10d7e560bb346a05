import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { colorSchemeSwitchMessages } from '@hotel/ui';
import { getGetAllRoomsMockHandler, getGetHealthMockHandler, getGetRoomTypesMockHandler } from '@hotel/api-client/mocks';
import { apiServer } from '../test/apiServer';
import { hotelToday } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { colorSchemeStorageKey } from './colorScheme';

const appFile = (name: string) => readFileSync(path.join(import.meta.dirname, '../..', name), 'utf8');

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

async function renderHome() {
  apiServer.use(getGetAllRoomsMockHandler([]), getGetRoomTypesMockHandler([]), getGetHealthMockHandler({ status: 'ok', today: hotelToday }));
  const app = renderApp('/');
  await app.screen.findByRole('heading', { level: 1 });
  const kitRoot = () => document.querySelector('[data-hui-root]');
  const colorSwitch = () => app.screen.getByRole('combobox', { name: colorSchemeSwitchMessages.label });
  return { ...app, kitRoot, colorSwitch };
}

describe('the colour scheme', () => {
  it('follows the system until the reader picks one in the navigation bar, which the app remembers', async () => {
    const { kitRoot, colorSwitch } = await renderHome();
    expect(kitRoot()?.getAttribute('data-color-scheme')).toBe('system');
    expect((colorSwitch() as HTMLSelectElement).value).toBe('system');

    fireEvent.change(colorSwitch(), { target: { value: 'dark' } });
    expect(kitRoot()?.getAttribute('data-color-scheme')).toBe('dark');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');

    fireEvent.change(colorSwitch(), { target: { value: 'system' } });
    expect(kitRoot()?.getAttribute('data-color-scheme')).toBe('system');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBeNull();
    expect(document.documentElement.style.colorScheme).toBe('');
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['sepia', 'system'],
  ])('renders the remembered choice %s from the first render as %s', async (stored, scheme) => {
    localStorage.setItem(colorSchemeStorageKey, stored);
    const { kitRoot, colorSwitch } = await renderHome();
    expect(kitRoot()?.getAttribute('data-color-scheme')).toBe(scheme);
    expect((colorSwitch() as HTMLSelectElement).value).toBe(scheme);
  });
});

describe('before the first paint (index.html)', () => {
  it('follows the system through <meta name="color-scheme"> and loads color-scheme.js, an own-origin file the CSP allows, before the app', () => {
    const head = appFile('index.html').split('</head>')[0]!;
    expect(head).toContain('<meta name="color-scheme" content="light dark" />');
    expect(head).toMatch(/<script src="\/color-scheme.js"><\/script>/);
    expect(appFile('index.html').indexOf('color-scheme.js')).toBeLessThan(appFile('index.html').indexOf('src/main.tsx'));
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    [null, ''],
    ['sepia', ''],
  ])("color-scheme.js applies the stored choice %s to the page (the app's storage key)", (stored, expected) => {
    if (stored !== null) localStorage.setItem(colorSchemeStorageKey, stored);
    new Function(appFile('public/color-scheme.js'))();
    expect(document.documentElement.style.colorScheme).toBe(expected);
  });
});
