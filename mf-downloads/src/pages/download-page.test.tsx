import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOT_ANSWERING } from '@school/shared-ui/island';
import { apiHandlers, failingHandler, makeContentItem, renderRoute, setupApi } from '@school/shared-ui/testing';
import { downloadKinds } from './download-kinds.ts';
import { DownloadPage } from './download-page.tsx';

const { server } = setupApi();

const thisYear = new Date().getFullYear();
const item = (category: string, title: string, date: string) =>
  makeContentItem({ category, title, date, attachments: [`docs/${title}.pdf`] });

describe('DownloadPage', () => {
  it('opens HomeWork on the current year when it has items', async () => {
    server.use(
      ...apiHandlers({
        contentAll: [
          item('HomeWork', 'Now', `${thisYear}-01-10`),
          item('HomeWork', 'Old', '2019-05-01'),
          item('Syllabus', 'Other', `${thisYear}-02-01`),
        ],
      }),
    );
    renderRoute(<DownloadPage kind={downloadKinds.HomeWork} />, { route: '/HomeWork' });
    expect(await screen.findByRole('heading', { name: 'Now' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Other' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue(String(thisYear));
  });

  it('switches to the newest year that has items when the current one has none', async () => {
    server.use(
      ...apiHandlers({ contentAll: [item('Syllabus', 'A', '2021-04-01'), item('Syllabus', 'B', '2023-04-01')] }),
    );
    renderRoute(<DownloadPage kind={downloadKinds.Syllabus} />, { route: '/Syllabus' });
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2023');
  });

  it('links the PDF icon to the first attachment in a new tab', async () => {
    server.use(
      ...apiHandlers({
        circularAll: [
          makeContentItem({ title: 'Circular 1', date: `${thisYear}-03-03`, attachments: ['c/one.pdf', 'c/two.pdf'] }),
        ],
      }),
    );
    renderRoute(<DownloadPage kind={downloadKinds.Circular} />, { route: '/Circular' });
    const card = (await screen.findByRole('heading', { name: 'Circular 1' })).closest('li')!;
    const link = within(card).getByRole('link', { name: /^Open / });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/api\/image\/c\/one\.pdf$/));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('all');
  });

  it("says the school's server is not answering when the call fails with nothing kept, not the placeholder", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...failingHandler('circularAll', 500));
    renderRoute(<DownloadPage kind={downloadKinds.Circular} />, { route: '/Circular' });
    expect(await screen.findByText(NOT_ANSWERING)).toBeInTheDocument();
    expect(screen.queryByText('Stay Tuned For More Updates')).toBeNull();
    expect(screen.queryByText(/Total Circular/)).toBeNull();
  });
});
