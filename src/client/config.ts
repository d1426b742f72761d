/** Runtime configuration, served by the API as /config.js before the bundles load. */
export interface ClientConfig {
  googleClientId: string | null;
  apiUrl: string;
}

declare global {
  interface Window {
    __ROOMWISE_CONFIG__?: Partial<ClientConfig>;
  }
}

export function readConfig(): ClientConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__ROOMWISE_CONFIG__;
  const googleClientId =
    typeof raw?.googleClientId === 'string' && raw.googleClientId.trim() ? raw.googleClientId.trim() : null;
  const apiUrl = typeof raw?.apiUrl === 'string' ? raw.apiUrl.replace(/\/+$/, '') : '';
  return { googleClientId, apiUrl };
}

/**
 * Absolute base for API calls; an empty apiUrl means the page's own origin (none when the
 * screens are rendered at build time, which makes no calls).
 */
export function apiBaseUrl(config: ClientConfig = readConfig()): string {
  return config.apiUrl || (typeof window === 'undefined' ? '' : window.location.origin);
}
