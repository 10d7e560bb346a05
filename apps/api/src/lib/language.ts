/** The languages the app and the mails speak (the hotel profile's `HotelLanguage`). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale a language's dates and money are formatted in. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Most entries of an Accept-Language header read: a longer header is cut there (it is the client's wish, not data). */
const MAX_ACCEPTED_ENTRIES = 20;

/**
 * The language the client asks for first among those spoken here, by its Accept-Language header (RFC 9110 §12.5.4:
 * `de-CH, de;q=0.9, en;q=0.5`; ranges by weight, then order; `q=0` refuses; `*` says nothing here); undefined when none.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',', MAX_ACCEPTED_ENTRIES)
    .map((entry, order) => {
      const [range = '', ...parameters] = entry.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((q) => q !== undefined);
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter(({ weight }) => weight > 0 && Number.isFinite(weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.map(({ primary }) => primary).find(isLanguage);
}
