import { isInaccessible, within } from '@testing-library/react';

/**
 * What getByRole('button', { name }) finds, for screens with pages of cards. A role query computes
 * the accessible name of every button in its container (three per card), and in jsdom each name
 * reads computed styles: seconds per query once a page holds a few dozen cards on the loaded 2-core
 * machine. This takes the one element labelled `name` (aria-label, aria-labelledby or a label) or
 * whose own text is `name`, then asserts what getByRole checks: a button, not hidden from the
 * accessibility tree, with exactly that accessible name.
 */
export function getButton(name: string | RegExp, container: HTMLElement = document.body): HTMLElement {
  const q = within(container);
  const found = new Set<HTMLElement>([
    ...q.queryAllByLabelText(name),
    ...q.queryAllByText(name).map((el) => el.closest<HTMLElement>('button, [role="button"]') ?? el),
  ]);
  if (found.size !== 1)
    throw new Error(`Expected one element labelled or reading ${String(name)}, found ${found.size}`);
  const [button] = found;
  expect(button).toHaveRole('button');
  expect(button).toHaveAccessibleName(name);
  expect(isInaccessible(button)).toBe(false);
  return button;
}
