import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { GalleryApp } from './gallery-app.tsx';

describe('GalleryApp', () => {
  it('shows "Page not found" at a path it does not serve, not a blank region', async () => {
    renderRoute(<GalleryApp />, { route: '/News' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
