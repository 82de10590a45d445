import { useEffect, useState } from 'react';
import type { ApiClient } from '@school/shared-api';
import { useApi } from '../parcel/remote-context.tsx';

/**
 * Loads data when the page opens (SPEC §4). The client never rejects on GETs, so the page only
 * needs the value and whether it has arrived; loading and error flags are not displayed.
 */
export function useApiData<T>(load: (api: ApiClient) => Promise<T>, initial: T): { data: T; loaded: boolean } {
  const api = useApi();
  const [state, setState] = useState({ data: initial, loaded: false });
  useEffect(() => {
    let live = true;
    load(api).then(
      (data) => live && setState({ data, loaded: true }),
      (error: unknown) => {
        console.error('Loading failed', error);
        if (live) setState((s) => ({ ...s, loaded: true }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is expected to be a stable module-level function or to change with its inputs.
  }, [api, load]);
  return state;
}
