import { useEffect, useRef, useState } from 'react';
import { useApi, useRuntime } from '@school/shared-ui/runtime';
import { readKioskCache, writeKioskCache } from './kiosk-cache.ts';
import { EMPTY_KIOSK_DATA, loadKioskData, sameKioskData, withoutStaleBirthdays, type KioskData } from './kiosk-data.ts';
import { startRefreshLoop } from './refresh-loop.ts';

export type KioskStatus = 'loading' | 'live' | 'offline';

/** State only changes when the data does, so a refresh with the same answer re-renders nothing. */
export function useKioskData(): { data: KioskData; status: KioskStatus } {
  const api = useApi();
  const { schoolCode } = useRuntime();
  const [data, setData] = useState<KioskData>(() =>
    withoutStaleBirthdays(readKioskCache(schoolCode) ?? EMPTY_KIOSK_DATA, new Date()),
  );
  const [status, setStatus] = useState<KioskStatus>('loading');
  const shown = useRef(data);

  useEffect(() => {
    const loop = startRefreshLoop({
      load: (signal) => loadKioskData(api, signal),
      // The calls are strict: a failure rejects, and an empty answer is real data.
      isFailure: () => false,
      onData(next) {
        setStatus('live');
        if (sameKioskData(shown.current, next)) return;
        shown.current = next;
        writeKioskCache(schoolCode, next);
        setData(next);
      },
      onFailure() {
        setStatus('offline');
        const kept = withoutStaleBirthdays(shown.current, new Date());
        shown.current = kept;
        setData(kept);
      },
    });
    // The browser knows before the next retry is due.
    const online = () => loop.refreshNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      loop.stop();
    };
  }, [api, schoolCode]);

  return { data, status };
}
