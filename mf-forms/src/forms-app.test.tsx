import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { FormsApp } from './forms-app.tsx';

describe('FormsApp', () => {
  it.each([
    ['/Admission', 'Admission', 'Registration Form'],
    ['/Login', 'Login', 'Parent Login'],
    ['/Tc', 'Transfer Certificate', 'Request a Transfer Certificate'],
    ['/admission', 'Admission', 'Registration Form'],
  ])('renders %s', async (route, title, formTitle) => {
    renderRoute(<FormsApp />, { route });
    // Each page is its own lazily loaded chunk: wait for it before asserting.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: formTitle })).toBeVisible();
  });

  it('shows "Page not found" at a path it does not serve, not a blank region', async () => {
    renderRoute(<FormsApp />, { route: '/Gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('states the registration fee of 300 and the documents to bring', async () => {
    renderRoute(<FormsApp />, { route: '/Admission' });
    expect(await screen.findByRole('region', { name: 'Registration fee' })).toHaveTextContent('₹300');
    expect(screen.getByRole('heading', { name: 'Documents to bring' })).toBeVisible();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
  });
});
