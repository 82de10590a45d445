import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/index.tsx';
import { PageNotFound } from './page-not-found.tsx';

describe('PageNotFound', () => {
  it('says so in the page chrome and links to the home page', () => {
    renderRoute(<PageNotFound />, { route: '/Nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomePage not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Test Convent School');
  });
});
