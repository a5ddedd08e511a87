import { vi } from 'vitest';

/**
 * Makes window.matchMedia answer min-width/max-width queries as if the window were this wide, and
 * prefers-reduced-motion as the user's system would (no preference unless `reduceMotion`).
 */
export function mockViewportWidth(width: number, { reduceMotion = false } = {}): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const motion = /prefers-reduced-motion:\s*(\w[\w-]*)/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) &&
      (!max || width <= Number(max[1])) &&
      (!motion || (motion[1] === 'reduce') === reduceMotion);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
