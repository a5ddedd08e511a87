import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element scrolls sideways (its content is wider than it). A scrolling region must take
 * keyboard focus so that it can be scrolled without a mouse (axe's scrollable-region-focusable).
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}
