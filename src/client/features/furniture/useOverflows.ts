import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element: measured after every render that can
 * change it (`watch`), and again whenever the element is resized (a window resize, a sidebar).
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, watch: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) {
      setOverflows(false);
      return;
    }
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, watch]);
  return overflows;
}
