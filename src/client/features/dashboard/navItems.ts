export interface NavItem {
  label: string;
  to: string;
  /** Paths (prefixes) that also light this item up. */
  matches: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', matches: ['/dashboard/filtered-results', '/dashboard/visualize'] },
  { label: 'History', to: '/dashboard/history', matches: ['/dashboard/view'] },
  { label: 'Settings', to: '/dashboard/settings', matches: [] },
];

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

export function isActive(item: NavItem, pathname: string): boolean {
  const path = trim(pathname);
  return path === item.to || item.matches.some((m) => path === m || path.startsWith(`${m}/`));
}
