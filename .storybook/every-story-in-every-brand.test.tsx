// Every story of the kit, rendered under every brand pack besides the default one, must render and pass axe (colour contrast
// included). Play functions are left out: they assert the default brand's texts, and the story tests
// (`--project=storybook`) already run them. This is what makes a brand safe to ship: a second hotel's
// colours and texts cannot silently break a screen nobody looked at.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import axe from 'axe-core';
import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { alternateBrandKeys } from './brands';
import preview from './preview';

type StoryModule = { default: Meta } & Record<string, unknown>;
const storyModules = import.meta.glob<StoryModule>('../packages/ui/src/**/*.stories.tsx', { eager: true });

type A11yParameters = { test?: 'error' | 'todo' | 'off'; config?: { rules?: { id: string; enabled: boolean }[] } };

// Tells React that this is a test environment, so act() waits for every update.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

describe.each(alternateBrandKeys)('every story in the %s brand', (brand) => {
  const projectAnnotations = { ...preview, initialGlobals: { ...preview.initialGlobals, brand } };
  for (const [file, { default: meta, ...exports }] of Object.entries(storyModules)) {
    for (const [name, story] of Object.entries(exports)) {
      if (name === '__namedExportsOrder') continue;
      const Story = composeStory(story as StoryObj, meta, projectAnnotations, name);
      it(`${meta.title ?? file} / ${name}`, async () => {
        container = document.body.appendChild(document.createElement('div'));
        root = createRoot(container);
        await act(async () => root!.render(<Story />));
        expect(container.childElementCount).toBeGreaterThan(0);

        const a11y = (Story.parameters?.a11y ?? {}) as A11yParameters;
        if (a11y.test === 'off') return;
        const rules = Object.fromEntries((a11y.config?.rules ?? []).map((rule) => [rule.id, { enabled: rule.enabled }]));
        const { violations } = await axe.run(container, { rules });
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
