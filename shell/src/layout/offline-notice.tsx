import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { KEPT_COPY_TIMING } from '../sw/cache-routes.ts';
import { OFFLINE_NOTICE, OFFLINE_NOTICE_ATTRIBUTE } from './offline-state.ts';

export { OFFLINE_NOTICE };

function isKeptCopy(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (
    (navigation as PerformanceNavigationTiming | undefined)?.serverTiming?.some((t) => t.name === KEPT_COPY_TIMING) ??
    false
  );
}

/** Always in the page (empty when online), so screen readers hear it appear (decision record 014). */
export function OfflineNotice() {
  // The server renders it empty; the browser decides after hydration, so both agree.
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    setOffline(!navigator.onLine || isKeptCopy());
    const offlineNow = () => setOffline(true);
    const onlineNow = () => setOffline(false);
    window.addEventListener('offline', offlineNow);
    window.addEventListener('online', onlineNow);
    return () => {
      window.removeEventListener('offline', offlineNow);
      window.removeEventListener('online', onlineNow);
    };
  }, []);
  return (
    // A still page's loader may have said so before the app came (decision record 028).
    <Notice
      aria-live="polite"
      data-testid="offline-notice"
      {...{ [OFFLINE_NOTICE_ATTRIBUTE]: '' }}
      suppressHydrationWarning
    >
      {offline ? OFFLINE_NOTICE : ''}
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0;
  padding: 4px 12px;
  text-align: center;
  font-size: 0.875rem;
  background: ${(p) => p.theme.color.surfaceAlt};
  color: ${(p) => p.theme.color.text};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  &:empty {
    padding: 0;
    border: 0;
  }
`;
