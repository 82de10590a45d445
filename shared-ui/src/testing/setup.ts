import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetKeptLine } from '../data/kept-line.ts';
import { forgetShownData } from '../data/use-api-data.ts';

// On a busy shared machine a lazily loaded page can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  forgetShownData();
  forgetKeptLine();
  // Files share a worker (isolate: false): a signed-in flag left by one wakes another's still page.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
