/// <reference types="node" />
// One name per screen: its page title, its route module and its kit screen story (docs/architecture.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import type { RouteHandle } from '../app/RootLayout';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kitScreensDir = path.resolve(srcDir, '../../../packages/ui/src/screens');

/** 'Verify OTP' → 'VerifyOtp'. */
const pascalCase = (title: string) =>
  title
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');

/** /logout shows the Find My Booking screen (spec §2): its own route and title, the other screen's story. */
const storyOfAnotherScreen: Record<string, string> = { '/logout': 'FindMyBooking' };

type Screen = { path: string; title: string; component: string };

async function screens(): Promise<Screen[]> {
  const leaves = (route: RouteObject): RouteObject[] => (route.children ? route.children.flatMap(leaves) : [route]);
  const found: Screen[] = [];
  for (const route of routes.flatMap(leaves)) {
    // Any other address: the kit's error page from a loader, no screen of its own.
    if (route.path === '*') continue;
    const lazy = typeof route.lazy === 'function' ? await route.lazy() : {};
    const component = (lazy.Component ?? route.Component) as ComponentType | undefined;
    // An admin screen's handle (its title) loads with its code. The English title (no messages but the defaults).
    const handle = ('handle' in lazy ? lazy.handle : route.handle) as RouteHandle | undefined;
    found.push({ path: route.path ?? '', title: handle?.title?.({}) ?? '', component: component?.name ?? '' });
  }
  return found;
}

describe('one name per screen', () => {
  it('finds the screens of every address', async () => {
    expect((await screens()).length).toBe(24);
  });

  it('names each route module `<page title>Route`, in a file of that name', async () => {
    const offences = (await screens())
      .filter(({ title, component }) => component !== `${pascalCase(title)}Route` || !existsSync(path.join(srcDir, 'routes', `${component}.tsx`)))
      .map(({ path: address, title, component }) => `${address}: title '${title}', route module ${component}`);
    expect(offences).toEqual([]);
  });

  it("names each kit screen story file and title after the page title", async () => {
    const offences: string[] = [];
    for (const { path: address, title } of await screens()) {
      const name = storyOfAnotherScreen[address] ?? pascalCase(title);
      const file = path.join(kitScreensDir, `${name}.stories.tsx`);
      if (!existsSync(file)) offences.push(`${address}: no packages/ui/src/screens/${name}.stories.tsx`);
      else if (!storyOfAnotherScreen[address] && !readFileSync(file, 'utf8').includes(`title: 'Screens/${title}'`)) {
        offences.push(`${address}: ${name}.stories.tsx is not titled 'Screens/${title}'`);
      }
    }
    expect(offences).toEqual([]);
  });
});
