import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type Ref,
} from 'react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import styled from 'styled-components';
import {
  markPageReady,
  SectionUnavailable,
  UNSAFE_NavigationContext,
  useLocation,
  type RegionData,
  type RuntimeConfig,
} from '@school/shared-ui/runtime';

/** How long the browser gives a region's remote to load and mount before it says the region is unavailable. */
export const REGION_DEADLINE_MS = 8_000;

/** `unavailable`: the server could not get the region in time, and its page says so. */
export type ServerRenderedRegion = {
  html: string;
  seed?: RegionData | undefined;
  unavailable?: boolean | undefined;
  /** The remote's build that rendered it (decision record 028). */
  build?: string | undefined;
};

type Props = {
  load: () => Promise<ParcelConfigObject>;
  runtime: RuntimeConfig;
  /** After each fault and before a Retry: the next load fetches the remote afresh. */
  reset?: () => void;
  /** On the page's first route only. */
  rendered?: ServerRenderedRegion | undefined;
};

/**
 * A remote that fails to load or mount, takes longer than REGION_DEADLINE_MS, or breaks while
 * running is replaced by the unavailable panel with a Retry (decision record 001); so is a region
 * the server could not get, until the browser's own attempt mounts it in time.
 */
export function ParcelHost({ load, runtime, reset, rendered }: Props) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [mounted, setMounted] = useState(-1);
  const [locationKey, setLocationKey] = useState(location.key);
  // What the host was mounted with: the region is the first page's, and a later render that no longer
  // offers it must not take the seed back from blocks still hydrating.
  const [mountedWith] = useState(rendered);
  const first = attempt === 0 ? mountedWith : undefined;
  // The server's data goes to the first mount only. It is not taken back once mounted: that update
  // would reach blocks still waiting to hydrate, and React would render them anew.
  const seed = first?.seed;
  const panel = failed || (first?.unavailable === true && mounted !== attempt);

  const retry = useCallback(() => {
    reset?.();
    setFailed(false);
    setAttempt((n) => n + 1);
  }, [reset]);

  // A visit to another page of the remote is a new attempt.
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    if (failed) {
      setFailed(false);
      setAttempt((n) => n + 1);
    }
  }

  const fail = useCallback(
    (error: Error) => {
      console.error('Remote failed to load, mount or run', error);
      reset?.();
      setFailed(true);
      markPageReady();
    },
    [reset],
  );

  // Caught here: single-spa would leave its parcel promises rejected and unhandled.
  const safeLoad = useCallback(
    () =>
      load().catch((error: Error) => {
        fail(error);
        return emptyParcel;
      }),
    [load, fail],
  );

  const deadline = useRef<ReturnType<typeof setTimeout>>(undefined);
  const keepsServerHtml = first !== undefined && !first.unavailable;
  useEffect(() => {
    if (failed || mounted === attempt) return;
    deadline.current = setTimeout(() => {
      // The server's HTML still reads and its links work as without JavaScript: it stays.
      if (keepsServerHtml) markPageReady();
      else fail(new Error(`The remote took longer than ${REGION_DEADLINE_MS} ms`));
    }, REGION_DEADLINE_MS);
    return () => clearTimeout(deadline.current);
  }, [attempt, failed, mounted, keepsServerHtml, fail]);

  const didMount = useCallback(() => {
    // At once, not on the next render: a region that is in never counts as late.
    clearTimeout(deadline.current);
    setMounted(attempt);
    markPageReady();
  }, [attempt]);

  return (
    <>
      {panel && <SectionUnavailable href={location.pathname + location.search} onRetry={retry} />}
      {!failed && (
        <Slot $behind={panel}>
          <ServerHtmlContext value={first?.html ?? ''}>
            <StableParcel
              key={attempt}
              config={safeLoad}
              mountParcel={mountRootParcel}
              handleError={fail}
              // single-spa-react renders its wrapper with any component: ours keeps the server's HTML.
              wrapWith={ServerHtml as unknown as 'div'}
              parcelDidMount={didMount}
              location={location}
              navigator={navigator}
              runtime={runtime}
              seed={seed}
              onFault={fail}
            />
          </ServerHtmlContext>
        </Slot>
      )}
    </>
  );
}

const ServerHtmlContext = createContext('');

type WrapperProps = { ref?: Ref<HTMLDivElement>; style?: CSSProperties; className?: string };

/** React leaves inner HTML alone while it hydrates, and the empty string never changes, so it never writes it. */
function ServerHtml({ ref, style, className }: WrapperProps) {
  const html = useContext(ServerHtmlContext);
  return (
    <div
      ref={ref}
      style={style}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

// single-spa-react hands every update a new context value, and React then renders afresh, from the
// provider's answers, every block of the region still waiting to hydrate. The host's own state
// (mounted, deadline) is not the parcel's business.
const StableParcel = memo(Parcel);

const noop = () => Promise.resolve();
const emptyParcel: ParcelConfigObject = { bootstrap: noop, mount: noop, unmount: noop };

// The footer starts below the fold while the remote loads: content that arrives pushes nothing seen.
// Behind the panel, a region mounts at its width (a carousel measures it), unseen and taking no room.
const Slot = styled.div<{ $behind: boolean }>`
  min-height: ${(p) => (p.$behind ? '0' : '100vh')};
  ${(p) => p.$behind && 'height: 0; overflow: hidden; visibility: hidden;'}
`;
