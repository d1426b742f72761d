/** Full page reload; its own module so tests can replace it (jsdom has no navigation). */
export function reloadPage(): void {
  window.location.reload();
}

/** Time to read the success toast before the page reloads. */
export const RELOAD_DELAY_MS = 1200;
