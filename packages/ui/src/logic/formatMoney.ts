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
  return (amount) => (Number.isInteger(amount) ? whole() : cents()).format(amount);
}

/** `create()`'s result, made on the first call and kept. */
function once<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}
