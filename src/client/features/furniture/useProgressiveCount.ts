import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` rows to render: `first` at once, then all of them in a transition, so a page
 * of hundreds of cards is built in interruptible slices instead of one long main-thread task.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setCount(total));
  }, [count, total]);
  return Math.min(count, total);
}
