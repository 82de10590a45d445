import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@school/shared-ui/theme';
import { HeaderMenu } from './header-menu.tsx';

const menu = { label: 'Office Bearers', links: [{ label: 'Our Staff', to: '/OurStaff' }] };

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/About')}>
      Elsewhere
    </button>
  );
}

const page = (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={['/OurStaff']}>
      <ul>
        <HeaderMenu menu={menu} />
      </ul>
      <Routes>
        <Route path="*" element={<GoElsewhere />} />
      </Routes>
    </MemoryRouter>
  </ThemeProvider>
);

describe('HeaderMenu', () => {
  it('is a popover its button opens, ids from its label, as the server renders it: no script needed', () => {
    const served = document.createElement('div');
    served.innerHTML = renderToString(page);
    const button = served.querySelector('button[popovertarget]')!;
    expect(button).toHaveAttribute('popovertarget', 'menu-office-bearers');
    // The browser tells whether it is open: a stale aria-expanded would say closed when open.
    expect(button).not.toHaveAttribute('aria-expanded');
    const list = served.querySelector('#menu-office-bearers')!;
    expect(list).toHaveAttribute('popover', 'auto');
    expect(list.querySelector('a')).toHaveAttribute('aria-current', 'page');
  });

  it('closes when the app changes the page in place', async () => {
    render(page);
    const list = document.getElementById('menu-office-bearers')!;
    const hide = vi.fn();
    list.hidePopover = hide;
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await act(async () => undefined);
    expect(hide).toHaveBeenCalledTimes(1);
  });
});
