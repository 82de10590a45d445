import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/index.tsx';
import { SiteRoutes } from './site-routes.tsx';

const forms = { admission: <h1>Admission form</h1>, login: <h1>Login form</h1>, tc: <h1>TC form</h1> };

describe('SiteRoutes', () => {
  it.each([
    ['/Admission', 'Admission form'],
    ['/login', 'Login form'],
    ['/TC/', 'TC form'],
  ])('serves %s at its site-map path, case-insensitively', (route, heading) => {
    renderRoute(<SiteRoutes remote="mf_forms" pages={forms} />, { route });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows "Page not found" for any other path, never nothing', () => {
    renderRoute(<SiteRoutes remote="mf_forms" pages={forms} />, { route: '/Gallery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('may show something else there', () => {
    renderRoute(<SiteRoutes remote="mf_kiosk" pages={{ homeKiosk: <p>kiosk</p> }} notFound={<p>kiosk</p>} />, {
      route: '/',
    });
    expect(screen.getByText('kiosk')).toBeInTheDocument();
  });

  it("accepts exactly the remote's own routes", () => {
    // @ts-expect-error: mf_forms does not own the gallery
    void (<SiteRoutes remote="mf_forms" pages={{ ...forms, gallery: <p /> }} />);
    // @ts-expect-error: the Tc page is missing
    void (<SiteRoutes remote="mf_forms" pages={{ admission: <p />, login: <p /> }} />);
  });
});
