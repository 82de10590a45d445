// The one vitest setup of every browser-like (jsdom) project: `setupFiles: ['@school/shared-ui/testing/setup']`.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazily loaded chunks answered through msw; on a busy shared machine the first render
// can take longer than Testing Library's default 1 s for findBy/waitFor.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
