/// <reference types="node" />
// Every component's docs page has an accessibility statement, and no statement outlives its component.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accessibilityStatements, componentTitlePrefixes } from './accessibilityStatements';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each story file's meta title (every file opens its meta with `const meta = { title: '…'`), or null. */
const storyTitles = readdirSync(srcDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
  .map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const title = /^const meta = \{\s*title: '([^']+)'/m.exec(readFileSync(file, 'utf8'))?.[1];
    return { file: path.relative(srcDir, file), title };
  });

const isComponentTitle = (title: string) => componentTitlePrefixes.some((prefix) => title.startsWith(prefix));
const componentTitles = storyTitles.flatMap(({ title }) => (title && isComponentTitle(title) ? [title] : []));
const statementTitles = Object.keys(accessibilityStatements);

describe('accessibility statements', () => {
  it('reads every story file’s title', () => {
    expect(storyTitles.filter(({ title }) => !title).map(({ file }) => file)).toEqual([]);
    expect(componentTitles.length).toBeGreaterThan(60);
  });

  it('has a statement for every component and section', () => {
    expect(componentTitles.filter((title) => !statementTitles.includes(title))).toEqual([]);
  });

  it('has no statement for a title that no story file has', () => {
    expect(statementTitles.filter((title) => !componentTitles.includes(title))).toEqual([]);
  });

  it('says something in every part of every statement', () => {
    const empty = Object.entries(accessibilityStatements).flatMap(([title, statement]) =>
      Object.entries(statement).flatMap(([part, text]) => (text.trim() === '' ? [`${title}: ${part}`] : [])),
    );
    expect(empty).toEqual([]);
  });
});
