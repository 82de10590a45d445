import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultSession } from '@school/shared-api';
import { STAY_TUNED } from '@school/shared-ui/kit';
import {
  apiHandlers,
  failingHandler,
  makeTopper,
  renderRoute,
  setupApi,
  untilIslandDrawn,
} from '@school/shared-ui/testing';
import { DownloadsApp } from '../downloads-app.tsx';

const { server } = setupApi();
const open = (route: string) => renderRoute(<DownloadsApp />, { route, showLocation: true });

const current = defaultSession();
const toppers = [
  makeTopper({
    name: 'Ananya Dsouza',
    class: 'X',
    sessionYear: current,
    stream: 'ICSE Board Examination',
    division: '98.20%',
  }),
  makeTopper({ name: 'Rohan Pinto', class: 'X', sessionYear: current, attachments: [] }),
  makeTopper({ name: 'Meera Iyer', class: 'IX', sessionYear: current }),
  makeTopper({ name: 'Kabir Shah', class: 'X', sessionYear: '2019-20' }),
];
const names = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Toppers page', () => {
  it('opens on the session from the previous year to the current year, class X only', async () => {
    server.use(...apiHandlers({ toppers }));
    open('/Toppers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toppers' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Ananya Dsouza', 'Rohan Pinto']));
    expect(screen.getByLabelText('Session')).toHaveValue(current);
    expect(
      within(screen.getByLabelText('Session'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([current, '2019-2020']);
    expect(screen.getByText('Total Toppers:')).toHaveTextContent('Total Toppers: 2');
  });

  it('card: name, stream, division; a photo, or a trophy when none exists', async () => {
    server.use(...apiHandlers({ toppers }));
    open('/Toppers');
    const ananya = (await screen.findByRole('heading', { name: 'Ananya Dsouza' })).closest('article')!;
    expect(within(ananya).getByText('ICSE Board Examination')).toBeInTheDocument();
    expect(within(ananya).getByText('98.20%', { exact: false })).toBeInTheDocument();
    expect(ananya.querySelector('img')?.getAttribute('src')).toMatch(/ananya-dsouza\.jpg\?w=240$/);
    expect(within(ananya).queryByTestId('trophy')).toBeNull();
    const rohan = screen.getByRole('heading', { name: 'Rohan Pinto' }).closest('article')!;
    expect(rohan.querySelector('img')).toBeNull();
    expect(within(rohan).getByTestId('trophy')).toBeInTheDocument();
  });

  it('changes session and searches by name, kept in the query string', async () => {
    server.use(...apiHandlers({ toppers }));
    const user = userEvent.setup();
    open('/Toppers');
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.type(screen.getByLabelText('Search'), 'PINTO');
    await waitFor(() => expect(names()).toEqual(['Rohan Pinto']));
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Session'), '2019-2020');
    await waitFor(() => expect(names()).toEqual(['Kabir Shah']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Toppers\?session=2019-2020$/));
  });

  it('opens a shared link on its session, in any spelling', async () => {
    server.use(...apiHandlers({ toppers }));
    open('/Toppers?session=2019-20&q=kab');
    await waitFor(() => expect(names()).toEqual(['Kabir Shah']));
    expect(screen.getByLabelText('Session')).toHaveValue('2019-2020');
  });

  it('says so when a session has no toppers', async () => {
    server.use(...apiHandlers({ toppers }));
    open('/Toppers?session=2001-2002');
    expect(await screen.findByText('No toppers match the selected session and name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Session')).toHaveValue('2001-2002');
  });

  it('shows the placeholder with no class X toppers and for a failed call', async () => {
    server.use(...apiHandlers({ toppers: [makeTopper({ class: 'IX' })] }));
    const { unmount } = open('/Toppers');
    await untilIslandDrawn();
    expect(screen.getByText(STAY_TUNED)).toBeInTheDocument();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...failingHandler('toppers', 'network'));
    open('/Toppers');
    await untilIslandDrawn();
    expect(screen.getByText(STAY_TUNED)).toBeInTheDocument();
    expect(screen.getByLabelText('Session')).toHaveValue(current);
  });
});
