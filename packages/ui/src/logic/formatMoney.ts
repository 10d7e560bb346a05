// Apart from format.ts (which needs date-fns): prices show on pages that show no date, e.g. a room card.

export type MoneyFormatOptions = {
  /** BCP 47 locale for numbers and money. Default 'en-US'. */
  locale?: string;
  /** ISO 4217 currency of prices. Default 'USD' (the spec's '$'). */
  currency?: string;
};

/** '$150', '$150.50', '$1,200': whole amounts have no cents. */
export function createMoneyFormatter({ locale = 'en-US', currency = 'USD' }: MoneyFormatOptions = {}): (amount: number) => string {
  // Built on first use: an Intl.NumberFormat costs milliseconds to build, and the provider's formatter is created
  // before a page's first paint, which shows no price yet.
  const whole = once(() => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }));
  const cents = once(() => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }));
  const byIntl = (amount: number) => (Number.isInteger(amount) ? whole() : cents()).format(amount);
  return locale === 'en-US' && currency === 'USD' ? (amount) => formatUsDollars(amount) ?? byIntl(amount) : byIntl;
}

/**
 * The default locale's prices as Intl.NumberFormat writes them ('$1,200', '$150.50'), without building one: a
 * page's first Intl object loads the browser's locale data, one task of 25–120 ms on a fast machine when the first
 * price shows (four times that on Lighthouse's phone). Like Intl, it rounds the amount's shortest decimal form half
 * away from zero (1.005 → $1.01). Undefined for amounts JavaScript writes in exponent form (below 1e-6, from 1e21).
 * Checked against Intl.NumberFormat in format.test.ts.
 */
function formatUsDollars(amount: number): string | undefined {
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
  if (!decimal) return undefined;
  const [, dollars = '', fraction = ''] = decimal;
  // In whole cents, as a BigInt: past 2^53 cents (about $90 trillion) a number would no longer hold them exactly.
  const cents = BigInt(dollars + fraction.padEnd(2, '0').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const grouped = String(cents / 100n).replace(/\B(?=(\d{3})+$)/g, ',');
  const shownCents = Number.isInteger(amount) ? '' : `.${String(cents % 100n).padStart(2, '0')}`;
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${grouped}${shownCents}`;
}

/** `create()`'s result, made on the first call and kept. */
function once<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}
