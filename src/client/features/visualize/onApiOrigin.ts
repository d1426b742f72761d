import { apiBaseUrl } from '../../config';

/**
 * The fetchUrl on the API's own origin: the call carries the token, which must not go to another
 * host (a server behind a proxy may name itself differently from what the browser sees).
 */
export function onApiOrigin(fetchUrl: string): string | null {
  try {
    const api = new URL(apiBaseUrl());
    const target = new URL(fetchUrl, api);
    return target.origin === api.origin ? target.href : `${api.origin}${target.pathname}${target.search}`;
  } catch {
    return null;
  }
}
