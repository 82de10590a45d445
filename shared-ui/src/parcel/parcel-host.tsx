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

export type ServerRenderedRegion = { html: string; seed?: RegionData | undefined };

type Props = {
  load: () => Promise<ParcelConfigObject>;
  runtime: RuntimeConfig;
  /** So the loader can forget a failed remote. */
  onRetry?: () => void;
  /** On the page's first route only. */
  rendered?: ServerRenderedRegion | undefined;
};

/** A remote that fails to load or mount is replaced by the unavailable panel with a Retry (decision record 001). */
export function ParcelHost({ load, runtime, onRetry, rendered }: Props) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // The server's data goes to the first mount only. It is not taken back once mounted: that update
  // would reach blocks still waiting to hydrate, and React would render them anew.
  const seed = attempt === 0 ? rendered?.seed : undefined;

  const handleError = useCallback((error: Error) => {
    console.error('Remote failed to load or mount', error);
    setFailed(true);
    markPageReady();
  }, []);

  // Caught here: single-spa would leave its parcel promises rejected and unhandled.
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

const noop = () => Promise.resolve();
const emptyParcel: ParcelConfigObject = { bootstrap: noop, mount: noop, unmount: noop };

// The footer starts below the fold while the remote loads: content that arrives pushes nothing seen.
const Slot = styled.div`
  min-height: 100vh;
`;
