import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load on demand (lazy routes): a test file's first screen waits for its modules to be transformed
// and imported, which on a busy machine takes longer than findBy's default second.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
