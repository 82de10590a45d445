import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { DownloadsApp } from './downloads-app.tsx';

describe('DownloadsApp', () => {
  it('shows "Page not found" at a path it does not serve, not a blank region', async () => {
    renderRoute(<DownloadsApp />, { route: '/Gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
