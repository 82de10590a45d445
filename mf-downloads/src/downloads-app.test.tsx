import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from './testing/render-route.tsx';

describe('DownloadsApp', () => {
  it('shows "Page not found" at a path it does not serve, not a blank region', async () => {
    renderRoute('/Gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
