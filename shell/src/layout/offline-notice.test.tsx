import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@school/shared-ui/runtime';
import { OFFLINE_NOTICE, OfflineNotice } from './offline-notice.tsx';

const renderNotice = () =>
  render(
    <ThemeProvider theme={theme}>
      <OfflineNotice />
    </ThemeProvider>,
  );

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is an empty status line while online', () => {
    renderNotice();
    expect(screen.getByTestId('offline-notice')).toHaveTextContent('');
  });

  it('says the page shows what was seen last when the browser goes offline, and clears when back', () => {
    renderNotice();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(OFFLINE_NOTICE);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByTestId('offline-notice')).toHaveTextContent('');
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotice();
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(OFFLINE_NOTICE);
  });
});
