import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../brands/default';
import { paginatorMessages } from '../components/Paginator/Paginator.messages';
import { formatMessage } from '../messages/Message';
import { HotelUiProvider } from '../provider/HotelUiProvider';
import { Button } from '../primitives/Button';
import { de } from '../locales/de';
import { defineLocale, localeDirection } from '../locales/defineLocale';
import { en } from '../locales/en';
import { englishMessages } from './englishMessages';
import { accentAndLengthen, mirror, pseudo, pseudoRtl, PSEUDO_GROWTH } from './pseudo';

describe('the accented pseudo-locale', () => {
  it('accents every letter and lengthens the text by at least 40 %, inside brackets that show a clipped end', () => {
    expect(accentAndLengthen('Search')).toBe('⟦Šéåŕçĥ ŀö⟧');
    for (const text of ['OK', 'Check-in date', 'Your booking was cancelled and the room is free again.']) {
      const result = accentAndLengthen(text);
      expect(result.length).toBeGreaterThanOrEqual(text.length * (1 + PSEUDO_GROWTH));
      expect(result).not.toMatch(/[A-Za-z]/);
    }
  });

  it('leaves texts without letters alone', () => {
    expect(accentAndLengthen(' · ')).toBe(' · ');
  });

  it('is generated from every English message, keeping placeholders and the params of function messages', () => {
    expect(Object.keys(pseudo.messages).sort()).toEqual(Object.keys(englishMessages).sort());
    const { Paginator, BookingInfo } = pseudo.messages;
    expect(Paginator?.navigationLabel).toBe(accentAndLengthen(paginatorMessages.navigationLabel));
    expect(formatMessage(Paginator!.pageLabel, { page: 12 })).toBe(`${accentAndLengthen('Page ')}12`);
    const placeholders = (text: unknown) => (typeof text === 'string' ? text.match(/\{\w+\}/g) : null);
    for (const [group, texts] of Object.entries(englishMessages)) {
      for (const [key, text] of Object.entries(texts)) {
        const pseudoText = (pseudo.messages as Record<string, Record<string, unknown>>)[group]![key];
        expect(typeof pseudoText, `${group}.${key}`).toBe(typeof text);
        expect(placeholders(pseudoText), `${group}.${key}`).toEqual(placeholders(text));
      }
    }
    expect(BookingInfo?.heading).not.toBe(englishMessages.BookingInfo.heading);
  });

  it('passes defineLocale', () => {
    expect(defineLocale(pseudo)).toBe(pseudo);
    expect(defineLocale(pseudoRtl)).toBe(pseudoRtl);
  });
});

describe('the right-to-left pseudo-locale', () => {
  it('wraps each run of text in a right-to-left override, leaving placeholders and values outside', () => {
    expect(mirror('Search')).toBe('\u202ESearch\u202C');
    expect(formatMessage(pseudoRtl.messages.Paginator!.pageLabel, { page: 3 })).toBe('\u202EPage \u202C3');
  });
});

describe('the writing direction follows the locale', () => {
  it("is the pack's own, else its language's", () => {
    expect(localeDirection(en)).toBe('ltr');
    expect(localeDirection(de)).toBe('ltr');
    expect(localeDirection(pseudoRtl)).toBe('rtl');
    expect(localeDirection({ code: 'ar-EG' })).toBe('rtl');
    expect(localeDirection({ code: 'he' })).toBe('rtl');
    expect(localeDirection({ code: 'fa-IR', direction: 'ltr' })).toBe('ltr');
  });

  it("is written as the kit root's dir by HotelUiProvider", () => {
    const render = (locale = en) =>
      renderToStaticMarkup(
        <HotelUiProvider brand={defaultBrand} locale={locale}>
          <Button>Go</Button>
        </HotelUiProvider>,
      );
    expect(render(pseudoRtl)).toMatch(/data-hui-root="" [^>]*lang="en-XB" dir="rtl"/);
    expect(render(en)).toContain('dir="ltr"');
  });

  it('rejects a direction that is neither at definition', () => {
    // @ts-expect-error -- 'up' is no writing direction
    expect(() => defineLocale({ ...en, direction: 'up' })).toThrow("defineLocale('en-US'): direction 'up' is neither 'ltr' nor 'rtl'");
  });
});
