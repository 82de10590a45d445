import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetKeptAnswers } from '@school/shared-api';

afterEach(() => {
  cleanup();
  // Each test is a visit of its own: answers kept in one never stand in for another's provider.
  forgetKeptAnswers();
});
