import { describe, expect, it } from 'vitest';
import { keptAnswers } from '../src/lib/kept-answers.js';

/** A store of text answers weighing their length, and how often each key's answer was made. */
function store(maxBytes: number) {
  const made = new Map<string, number>();
  const kept = keptAnswers<string>(maxBytes, (answer) => answer.length);
  const get = (key: string, version: string | undefined, size = 100) =>
    kept.get(key, version, async () => {
      made.set(key, (made.get(key) ?? 0) + 1);
      return `${key}@${version}`.padEnd(size, '.');
    });
  return { kept, made, get };
}

describe('keptAnswers', () => {
  it('answers from memory at the same version and makes the answer anew at another', async () => {
    const { made, get } = store(10_000);
    expect(await get('a', 'v1')).toMatch(/^a@v1/);
    expect(await get('a', 'v1')).toMatch(/^a@v1/);
    expect(made.get('a')).toBe(1);
    expect(await get('a', 'v2')).toMatch(/^a@v2/);
    expect(await get('a', 'v1')).toMatch(/^a@v1/);
    expect(made.get('a')).toBe(3);
  });

  it('keeps nothing without a version, and drops what it kept for that key', async () => {
    const { kept, made, get } = store(10_000);
    await get('a', 'v1');
    await get('a', undefined);
    await get('a', undefined);
    expect(kept.bytes).toBe(0);
    await get('a', 'v1');
    expect(made.get('a')).toBe(4);
  });

  it('stays within its bytes, dropping the least recently asked for first', async () => {
    // Each entry weighs 100 bytes of answer, its key and version, and the overhead: three fit, not four.
    const { kept, made, get } = store(1_000);
    for (const key of ['a', 'b', 'c']) await get(key, 'v');
    await get('a', 'v');
    await get('d', 'v');
    expect(kept.bytes).toBeLessThanOrEqual(1_000);
    for (const key of ['a', 'c', 'd']) await get(key, 'v');
    expect([...made.values()]).toEqual([1, 1, 1, 1]);
    await get('b', 'v');
    expect(made.get('b')).toBe(2);
  });

  it('does not keep an answer heavier than the whole store', async () => {
    const { kept, made, get } = store(1_000);
    await get('big', 'v', 2_000);
    await get('big', 'v', 2_000);
    expect(made.get('big')).toBe(2);
    expect(kept.bytes).toBe(0);
  });
});
