import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forgetKeptAnswers, type ApiClient } from '@school/shared-api';
import { failingHandler, listHandler, makeNews, renderRoute, setupApi } from '../testing/index.tsx';
import { useApiData } from './use-api-data.ts';
import { keptLineNotes } from './kept-line.ts';

const { server } = setupApi();
const LINE = /^The school's server is not answering; showing what it sent at \d\d:\d\d$/;
const line = () => document.querySelector('p.kept-answers');

const loadNews = (api: ApiClient) => api.getNews().then((news) => news.map((n) => n.title));
function NewsTitles() {
  const { data, loaded } = useApiData(loadNews, [] as string[]);
  return <p>{loaded ? data.join(', ') || 'none' : 'loading'}</p>;
}

describe('the kept answers line in the browser', () => {
  it('shows above the page when a call answers from kept answers, and goes when the provider answers again', async () => {
    forgetKeptAnswers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...listHandler('newsAll', [makeNews({ title: 'Sports Day' })]));
    const page = renderRoute(<NewsTitles />);
    await screen.findByText('Sports Day');
    expect(line()).toBeNull();
    page.unmount();

    server.use(...failingHandler('newsAll', 500));
    const again = renderRoute(<NewsTitles />);
    await vi.waitFor(() => expect(line()?.textContent).toMatch(LINE));
    expect(screen.getByText('Sports Day')).toBeInTheDocument();
    again.unmount();

    server.use(...listHandler('newsAll', [makeNews({ title: 'Annual Day' })]));
    renderRoute(<NewsTitles />);
    await screen.findByText('Annual Day');
    expect(line()).toBeNull();
    vi.restoreAllMocks();
  });

  it('says the oldest time while any call is shown from kept answers, and replaces the line the server wrote', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const served = document.createElement('p');
    served.className = 'kept-answers';
    served.textContent = 'from the server';
    root.before(served);

    const notes = keptLineNotes('Asia/Kolkata');
    notes.onKept(Date.parse('2026-11-27T05:12:00Z'), 'news');
    notes.onKept(Date.parse('2026-11-27T05:30:00Z'), 'gallery');
    expect(document.querySelectorAll('p.kept-answers')).toHaveLength(1);
    expect(line()?.textContent).toMatch(/10:42/);
    expect(line()?.nextElementSibling).toBe(root);
    notes.onFresh('news');
    expect(line()?.textContent).toMatch(/11:00/);
    notes.onFresh('gallery');
    expect(line()).toBeNull();

    // A page whose line came from the server alone loses it at the provider's first answer.
    root.before(served);
    notes.onFresh('news');
    expect(line()).toBeNull();
    root.remove();
  });
});
