import { type RefObject, useEffect, useState } from 'react';

const scrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';

/**
 * Whether the element is a scrolling box with content beyond its edges right now: then it must be
 * reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable), and otherwise it must not
 * be an empty tab stop. Re-checked when the box or its first child changes size; false where there
 * is no layout (the server, jsdom).
 */
export function useScrollsItself(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const style = getComputedStyle(element);
      setScrolls(
        (scrollable(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
          (scrollable(style.overflowY) && element.scrollHeight > element.clientHeight + 1),
      );
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
