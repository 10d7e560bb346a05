import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './BreakableEmail';

describe('BreakableEmail', () => {
  it('offers a break after the @ and before each dot, and nowhere else', () => {
    expect(renderToStaticMarkup(<BreakableEmail email="ada.lovelace@analytical-engines.example.com" />)).toBe(
      'ada<wbr/>.lovelace@<wbr/>analytical-engines<wbr/>.example<wbr/>.com',
    );
  });
});
