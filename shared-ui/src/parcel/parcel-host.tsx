import { createContext, useCallback, useContext, useState, type CSSProperties, type Ref } from 'react';
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

/** A region the server rendered: its HTML (on the server) and the data it was rendered with (in the browser). */
export type ServerRenderedRegion = { html: string; seed?: RegionData | undefined };

type Props = {
  /** Resolves the remote's parcel lifecycles (loads the remote on first call). */
  load: () => Promise<ParcelConfigObject>;
  runtime: RuntimeConfig;
  /** Called before a retry, so the loader can forget a failed remote. */
  onRetry?: () => void;
  /** The region as the server rendered it, on the page's first route only. */
  rendered?: ServerRenderedRegion | undefined;
};

/**
 * Mounts a remote's parcel inside the current router and passes it the router bridge and the
 * runtime configuration. A remote that cannot load, or whose lifecycle fails, is replaced by the
 * unavailable panel with a Retry; the rest of the page keeps working.
 */
export function ParcelHost({ load, runtime, onRetry, rendered }: Props) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // The server's data goes to the first mount only (it hydrates), not to a mount after Retry. It is
  // not taken back once mounted: that update would reach blocks still waiting to hydrate (every
  // context change does), and React would render them anew.
  const seed = attempt === 0 ? rendered?.seed : undefined;

  const handleError = useCallback((error: Error) => {
    console.error('Remote failed to load or mount', error);
    setFailed(true);
    markPageReady();
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
      <ServerHtmlContext value={rendered?.html ?? ''}>
        <Parcel
          key={attempt}
          config={safeLoad}
          mountParcel={mountRootParcel}
          handleError={handleError}
          // single-spa-react renders its wrapper with any component: ours keeps the server's HTML.
          wrapWith={ServerHtml as unknown as 'div'}
          parcelDidMount={markPageReady}
          location={location}
          navigator={navigator}
          runtime={runtime}
          seed={seed}
        />
      </ServerHtmlContext>
    </Slot>
  );
}

const ServerHtmlContext = createContext('');

type WrapperProps = { ref?: Ref<HTMLDivElement>; style?: CSSProperties; className?: string };

/**
 * The element a parcel mounts in. On the server it holds the region's HTML; in the browser its
 * content is the server's until the parcel hydrates it (React leaves inner HTML alone while it
 * hydrates, and the empty string never changes, so React never writes it either).
 */
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

const noop = () => Promise.resolve();
const emptyParcel: ParcelConfigObject = { bootstrap: noop, mount: noop, unmount: noop };

// Reserves a screen while the remote loads: the footer starts below the fold, so content that
// arrives later pushes nothing the visitor sees (no layout shift).
const Slot = styled.div`
  min-height: 100vh;
`;
