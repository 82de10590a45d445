import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@school/shared-ui';
import { SearchBox } from './search-box.tsx';

/** A URL that answers late, as the shell's router does through the parcel. */
function Harness({ control }: { control: { deliver: () => void; navigate: (q: string) => void } }) {
  const [url, setUrl] = useState('');
  const [queue] = useState<string[]>([]);
  control.deliver = () => {
    const next = queue.shift();
    if (next !== undefined) setUrl(next);
  };
  control.navigate = setUrl;
  return (
    <ThemeProvider theme={theme}>
      <SearchBox value={url} onChange={(q) => queue.push(q)} />
      <output data-testid="url">{url}</output>
    </ThemeProvider>
  );
}

describe('SearchBox', () => {
  it('keeps every key typed while the URL lags behind, and ignores the late echoes', async () => {
    const control = { deliver: () => {}, navigate: (_q: string) => {} };
    const user = userEvent.setup();
    render(<Harness control={control} />);
    const input = screen.getByLabelText('Search');
    await user.type(input, 'abc');
    expect(input).toHaveValue('abc');
    act(() => control.deliver());
    expect(screen.getByTestId('url')).toHaveTextContent('a');
    expect(input).toHaveValue('abc');
    await user.type(input, 'd');
    act(() => {
      control.deliver();
      control.deliver();
    });
    expect(input).toHaveValue('abcd');
    act(() => control.deliver());
    expect(screen.getByTestId('url')).toHaveTextContent('abcd');
    expect(input).toHaveValue('abcd');
  });

  it('takes a value that comes from elsewhere (back/forward, a shared link)', async () => {
    const control = { deliver: () => {}, navigate: (_q: string) => {} };
    const user = userEvent.setup();
    render(<Harness control={control} />);
    const input = screen.getByLabelText('Search');
    await user.type(input, 'ab');
    act(() => {
      control.deliver();
      control.deliver();
    });
    act(() => control.navigate(''));
    expect(input).toHaveValue('');
    act(() => control.navigate('sports'));
    expect(input).toHaveValue('sports');
  });
});
