import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupApi } from '@school/shared-ui/testing';
import { MessagePage } from './message-page.tsx';

const { serve: serveApi } = setupApi();

const principal = {
  id: 'p1',
  category: 'Principal',
  name: 'Sr. Lydia Fernandes',
  message: '<p>Dear parents,</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  attachments: ['uploads/people/principal.jpg'],
};

describe('MessagePage', () => {
  it('shows breadcrumb Home > School > title, photo, name, category and the sanitised body', async () => {
    serveApi({ principalMessage: [principal] });
    renderRoute(<MessagePage kind="Principal" />, { route: '/PrincipalMessage' });
    expect(screen.getByRole('heading', { level: 1, name: "Principal's Message" })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'School', "Principal's Message"]);
    expect(await screen.findByRole('heading', { name: 'Sr. Lydia Fernandes' })).toBeInTheDocument();
    expect(screen.getByText('Principal', { selector: '.category' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Sr. Lydia Fernandes' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/image/uploads/people/principal.jpg'),
    );
    const body = screen.getByText('Dear parents,').parentElement;
    expect(body?.innerHTML).not.toMatch(/script|onerror/);
  });

  it('uses the fallback photo when the record has no attachment', async () => {
    serveApi({ principalMessage: [{ ...principal, category: 'Manager', name: 'Sr. Philomena', attachments: [] }] });
    renderRoute(<MessagePage kind="Manager" />, { route: '/ManagerMessage' });
    await screen.findByRole('heading', { name: 'Sr. Philomena' });
    const photo = screen.getByTestId('message').querySelector('img');
    expect(photo?.getAttribute('src')).not.toContain('/api/image/');
  });

  it('shows the built-in message, name and photo when no record exists', async () => {
    serveApi({ principalMessage: [principal] });
    renderRoute(<MessagePage kind="Manager" />, { route: '/ManagerMessage' });
    expect(await screen.findByRole('heading', { name: 'The Manager' })).toBeInTheDocument();
    expect(screen.getByText(/was opened in 1970 by a religious society/)).toHaveTextContent(
      'Test Convent School was opened',
    );
  });
});
