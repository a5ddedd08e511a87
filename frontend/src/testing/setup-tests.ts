import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens load on demand (lazy routes): a test file's first screen waits for its modules to be transformed
// and imported, which on a busy machine takes longer than findBy's default second.
configure({ asyncUtilTimeout: 3000 });

// Files share a worker's jsdom (vitest.config.ts): nothing a test leaves behind may reach the next file.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
