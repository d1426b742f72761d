import { BUDGET_MAX } from '../../../shared/schemas/recommend';

/** Minor-unit digits of a currency (2 for AUD and EUR, 0 for JPY). */
export function currencyDigits(currency: string | undefined): number {
  if (!currency) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export type ParsedBudget = { amount?: number; error?: undefined } | { amount?: undefined; error: string };

/**
 * What the person typed (whole currency units, e.g. "1,500" or "1500.50") as the minor units the
 * API takes; empty text is no budget.
 */
export function parseBudget(text: string, currency: string | undefined): ParsedBudget {
  const plain = text.replace(/[\s,]/g, '');
  if (!plain) return {};
  if (!/^\d+(\.\d*)?$/.test(plain)) return { error: 'Enter an amount in numbers, e.g. 2500' };
  const amount = Math.round(Number(plain) * 10 ** currencyDigits(currency));
  if (amount < 1) return { error: 'Enter an amount above zero' };
  if (amount > BUDGET_MAX) return { error: 'That budget is larger than any room needs' };
  return { amount };
}
