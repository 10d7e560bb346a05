// The layout check itself, on small pages made to break one way each: it must find each fault and name the element,
// and must not flag what is meant (a visually hidden text, a table that scrolls on a phone, an ellipsis).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { findLayoutProblems } from './layoutProblems';

let root: HTMLDivElement;
beforeEach(async () => {
  document.body.style.margin = '0';
  await page.viewport(320, 600);
  root = document.body.appendChild(document.createElement('div'));
  root.style.font = '16px/1.5 sans-serif';
});
afterEach(() => root.remove());

const problemsIn = (html: string, viewportWidth = 320) => {
  root.innerHTML = html;
  return findLayoutProblems(root, { viewportWidth });
};
const kinds = (html: string, viewportWidth?: number) => problemsIn(html, viewportWidth).map((problem) => problem.kind);

describe('findLayoutProblems', () => {
  it('passes a page whose text wraps inside its boxes', () => {
    expect(problemsIn('<main style="padding: 16px"><h1>Benutzer informationen</h1><p>Some words that wrap.</p></main>')).toEqual([]);
  });

  it('finds a long word that widens the page, and names it', () => {
    const problems = problemsIn('<main style="padding: 16px"><h1 style="font-size: 40px">Benutzerinformationen</h1></main>');
    expect(problems.map((problem) => problem.kind)).toEqual(['page-overflow', 'text-overflow']);
    expect(problems[1]!.where).toContain('h1 "Benutzerinformationen"');
  });

  it('finds text cut off by a box that hides its overflow', () => {
    expect(kinds('<div style="width: 100px; overflow: hidden; white-space: nowrap"><span>Bestätigungscode und mehr</span></div>')).toEqual([
      'text-clipped',
    ]);
  });

  it('lets an ellipsis shorten a text on purpose', () => {
    expect(kinds('<div style="width: 100px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Bestätigungscode und mehr</div>')).toEqual([]);
  });

  it('ignores visually hidden text', () => {
    expect(
      kinds(
        '<div style="position: relative"><span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">A long text read by screen readers only</span></div>',
      ),
    ).toEqual([]);
  });

  it('finds a label printed over its value', () => {
    expect(kinds('<dl style="display: grid; grid-template-columns: 60px 1fr"><dt style="white-space: nowrap">Bestätigungscode</dt><dd style="margin: 0">K7M2</dd></dl>')).toEqual([
      'text-overflow',
      'text-overlap',
    ]);
    expect(kinds('<div style="position: relative"><label for="a" style="position: absolute">Name</label><input id="a"></div>')).toEqual(['text-overlap']);
  });

  it('lets a table scroll sideways on a phone, but not hide columns on a desktop', async () => {
    const table = (columns: number) =>
      `<div style="overflow-x: auto"><table><thead><tr>${Array.from({ length: columns }, (_, column) => `<th style="white-space: nowrap">Column number ${column}</th>`).join('')}</tr></thead></table></div>`;
    expect(kinds(table(8))).toEqual([]);
    await page.viewport(1280, 600);
    expect(kinds(table(3), 1280)).toEqual([]);
    const problems = problemsIn(table(12), 1280);
    expect(problems.map((problem) => problem.kind)).toEqual(['table-columns-out-of-view']);
    expect(problems[0]!.detail).toContain('"Column number 11"');
  });

  it('finds an absolutely positioned box that escapes a scroll container and widens the page', () => {
    const problems = problemsIn(
      '<div style="overflow-x: auto"><div style="width: 800px; height: 10px"></div><span style="position: absolute; margin-inline-start: 700px; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)">Caption</span></div>',
    );
    expect(problems.map((problem) => problem.kind)).toEqual(['page-overflow']);
  });
});
