import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAY_TUNED } from '@school/shared-ui/kit';
import { renderRoute, setupApi } from '@school/shared-ui/testing';
import { AcademicCalendar } from './academic-calendar.tsx';

const { serve: serveApi } = setupApi();
// Only Date is faked: msw and Testing Library keep their real timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2025, 2, 10) }));
afterEach(() => vi.useRealTimers());

const entries = [
  { _id: 'a', date: '2025-03-14', title: 'Holi' },
  { _id: 'b', date: '2025-03-03', title: 'Unit Test I' },
  { _id: 'c', date: '2025-04-14', title: 'Ambedkar Jayanti' },
];

// jsdom's Blob has no text(); FileReader it has.
const readBlob = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob ?? new Blob());
  });

describe('AcademicCalendar', () => {
  it('shows the current month, Sun to Sat, with dots and the list of day and title', async () => {
    serveApi({ academicCalendar: entries });
    renderRoute(<AcademicCalendar />);
    expect(screen.getByRole('heading', { name: 'Mar 2025' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const list = await screen.findByRole('list', { name: 'Events in Mar 2025' });
    expect(list).not.toHaveAttribute('aria-label');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['03 Unit Test I', '14 Holi']);
    const dotted = [...document.querySelectorAll('td[data-event]')].map((td) => td.firstChild?.textContent);
    expect(dotted).toEqual(['3', '14']);
    expect(document.querySelector('td[aria-current="date"]')?.firstChild?.textContent).toBe('10');
  });

  it('moves by one month with Previous and Next', async () => {
    serveApi({ academicCalendar: entries });
    renderRoute(<AcademicCalendar />);
    await screen.findByText('Holi');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'Apr 2025' })).toBeInTheDocument();
    expect(screen.getByText('Ambedkar Jayanti')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'Feb 2025' })).toBeInTheDocument();
    expect(screen.getByText(STAY_TUNED)).toBeInTheDocument();
  });

  it('offers the month as an .ics download', async () => {
    serveApi({ academicCalendar: entries });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      created.push(b as Blob);
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute(<AcademicCalendar />);
    await userEvent.click(await screen.findByRole('button', { name: /Add to calendar/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await readBlob(created[0]);
    expect(text).toContain('SUMMARY:Holi');
    expect(text).not.toContain('Ambedkar');
  });
});
