import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHead } from '../site-map/head.ts';
import { namedRoute } from '../site-map/site-map.ts';
import { usePageTitle } from './use-page-title.ts';

describe('usePageTitle', () => {
  it("gives the browser the title the server's head gave, on Home as on every page", () => {
    for (const route of [namedRoute('home'), namedRoute('gallery'), namedRoute('tc')]) {
      renderHook(() => usePageTitle(route.title, 'Test School'));
      expect(document.title).toBe(
        buildHead({ route, schoolName: 'Test School', origin: 'https://x', url: route.path }).title,
      );
    }
    expect(document.title).toBe('Transfer Certificate | Test School');
  });
});
