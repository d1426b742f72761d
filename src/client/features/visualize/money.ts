import type { Money } from '../../../shared/api';

/** API.md money is in minor units (cents). */
export function formatMoney({ amount, currency }: Money): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount / 100);
  } catch {
    // An unknown currency code makes Intl throw; the number still reads.
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}
