import type { ItemTable } from '../../shared/api';
import type { Furniture } from '../repositories/catalog';

/** The priced list of a room's pieces. The total is in the first item's currency, summing the items in it. */
export function itemTable(rows: Furniture[]): ItemTable {
  const currency = rows[0]?.currency ?? 'AUD';
  return {
    items: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      category: r.category,
      style: r.style,
      color: r.color,
      price: { amount: r.priceCents, currency: r.currency },
    })),
    total: { amount: rows.filter((r) => r.currency === currency).reduce((sum, r) => sum + r.priceCents, 0), currency },
  };
}
