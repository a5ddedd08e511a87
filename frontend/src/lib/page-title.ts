import { useEffect, useSyncExternalStore } from 'react';

// A screen whose title depends on what it shows (the conversation with a number) names itself here; the
// shell's document title uses it instead of the route's fixed title while that screen is open.

let current: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The open screen's own title, while it is mounted (null: the route's title). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    current = title;
    emit();
    return () => {
      current = null;
      emit();
    };
  }, [title]);
}

/** The title a screen gave itself, if any (read by the shell). */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
