/** A query string with repeated keys: [['items', 'A'], ['items', 'B']] → items=A&items=B. */
export const qs = (pairs: [string, string | number][]) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
