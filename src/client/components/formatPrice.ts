import type { Money } from '../../shared/api';

// Building a NumberFormat is slow next to using one, and a page holds hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f;
}

/** API.md's amount is in minor units; the currency's own digits say how many (2 for EUR, 0 for JPY). */
export function formatPrice(price: Money | undefined): string {
  if (!price || !Number.isFinite(price.amount) || !price.currency) return '';
  try {
    const f = formatterFor(price.currency);
    const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
    return f.format(price.amount / 10 ** digits);
  } catch {
    return ''; // an unknown currency code: better no price than a wrong one
  }
}
