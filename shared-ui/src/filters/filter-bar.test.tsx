import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme.ts';
import { FilterBar, MonthSelect, SearchInput, SelectField, YearSelect } from './filter-bar.tsx';
import { COMMIT_DELAY_MS } from './use-search-draft.ts';

type Control = { deliver: () => void; navigate: (q: string) => void };

/** A URL that answers late, as the shell's router does through the parcel. */
function Harness({ control }: { control: Control }) {
  const [url, setUrl] = useState('');
  const [queue] = useState<string[]>([]);
  control.deliver = () => {
    const next = queue.shift();
    if (next !== undefined) setUrl(next);
  };
  control.navigate = setUrl;
  return (
    <ThemeProvider theme={theme}>
      <SearchInput value={url} onChange={(q) => queue.push(q)} />
      <output data-testid="url">{url}</output>
    </ThemeProvider>
  );
}

function setup() {
  const control: Control = { deliver: () => {}, navigate: () => {} };
  render(<Harness control={control} />);
  return { control, input: screen.getByLabelText('Search') };
}
/** Types key by key, as a user does (user-event's own delays would wait on the fake timers). */
const type = (input: HTMLElement, text: string) => {
  for (const key of text) fireEvent.change(input, { target: { value: (input as HTMLInputElement).value + key } });
};
const pause = () => act(() => vi.advanceTimersByTime(COMMIT_DELAY_MS));

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps every key typed while the URL lags behind, and ignores the late echoes', () => {
    const { control, input } = setup();
    type(input, 'abc');
    expect(input).toHaveValue('abc');
    pause();
    act(() => control.deliver());
    expect(screen.getByTestId('url')).toHaveTextContent('abc');
    expect(input).toHaveValue('abc');
    type(input, 'd');
    pause();
    type(input, 'e');
    // "abcd" comes back while "abcde" waits to be written: the box keeps the newer text.
    act(() => control.deliver());
    expect(input).toHaveValue('abcde');
    pause();
    act(() => control.deliver());
    expect(screen.getByTestId('url')).toHaveTextContent('abcde');
    expect(input).toHaveValue('abcde');
  });

  it('takes a value that comes from elsewhere (back/forward, a shared link)', () => {
    const { control, input } = setup();
    type(input, 'ab');
    pause();
    act(() => control.deliver());
    act(() => control.navigate(''));
    expect(input).toHaveValue('');
    act(() => control.navigate('sports'));
    expect(input).toHaveValue('sports');
  });
});

describe('SelectField', () => {
  it('is a labelled select that reports the chosen value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <SelectField label="Session" name="session" value="2024-2025" onChange={onChange}>
          <option value="2024-2025">2024-2025</option>
          <option value="2023-2024">2023-2024</option>
        </SelectField>
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Session')).toHaveValue('2024-2025');
    await user.selectOptions(screen.getByLabelText('Session'), '2023-2024');
    expect(onChange).toHaveBeenCalledWith('2023-2024');
  });
});

describe('FilterBar', () => {
  const bar = (onSearch: (q: string) => void) =>
    render(
      <ThemeProvider theme={theme}>
        <FilterBar count={3} countLabel="Total News">
          <YearSelect value={2024} years={[2024, 2023]} onChange={() => {}} />
          <MonthSelect value={2} months={[0, 2]} onChange={() => {}} />
          <SearchInput value="" onChange={onSearch} />
        </FilterBar>
      </ThemeProvider>,
    );

  it('is a GET form of the query parameters the list reads, with a Show button', () => {
    bar(() => {});
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('type', 'submit');
    // The URL's spelling of each value: ?year=2024&month=Mar&q=
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ year: '2024', month: 'Mar', q: '' });
  });

  it('with JavaScript, a submit writes the search at once and loads no page', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    bar(onSearch);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'exam' } });
    const submit = fireEvent.submit(screen.getByRole('search'));
    expect(submit).toBe(false); // default prevented
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('exam');
    vi.useRealTimers();
  });
});
