import { useCallback, useContext, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from '../router.ts';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import styled from 'styled-components';
import { SectionUnavailable } from '../chrome/section-unavailable.tsx';
import type { RuntimeConfig } from '../runtime-config.ts';

type Props = {
  /** Resolves the remote's parcel lifecycles (loads the remote on first call). */
  load: () => Promise<ParcelConfigObject>;
  runtime: RuntimeConfig;
  /** Called before a retry, so the loader can forget a failed remote. */
  onRetry?: () => void;
};

/**
 * Mounts a remote's parcel inside the current router and passes it the router bridge and the
 * runtime configuration. A remote that cannot load, or whose lifecycle fails, is replaced by the
 * unavailable panel with a Retry; the rest of the page keeps working.
 */
export function ParcelHost({ load, runtime, onRetry }: Props) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  const handleError = useCallback((error: Error) => {
    console.error('Remote failed to load or mount', error);
    setFailed(true);
  }, []);

  // A load failure is caught here rather than given to single-spa: its parcel promises would
  // otherwise reject unhandled. single-spa gets an empty parcel and the panel takes its place.
  const safeLoad = useCallback(
    () =>
      load().catch((error: Error) => {
        handleError(error);
        return emptyParcel;
      }),
    [load, handleError],
  );

  if (failed) {
    return (
      <SectionUnavailable
        onRetry={() => {
          onRetry?.();
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <Slot>
      <Parcel
        key={attempt}
        config={safeLoad}
        mountParcel={mountRootParcel}
        handleError={handleError}
        wrapWith="div"
        location={location}
        navigator={navigator}
        runtime={runtime}
      />
    </Slot>
  );
}

const noop = () => Promise.resolve();
const emptyParcel: ParcelConfigObject = { bootstrap: noop, mount: noop, unmount: noop };

// Reserves a screen while the remote loads: the footer starts below the fold, so content that
// arrives later pushes nothing the visitor sees (no layout shift).
const Slot = styled.div`
  min-height: 100vh;
`;
