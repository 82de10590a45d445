import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { below, useServerRendered } from '@school/shared-ui/runtime';

const NEAR_MARGIN = '400px';

/** Close to the block's real height, so nothing shifts when it mounts. */
export type Reserve = { phone: number; desktop: number };

type Code = { preload: () => Promise<unknown>; isLoaded: () => boolean };

type Props = {
  testId: string;
  reserve: Reserve;
  code: Code;
  children: ReactNode;
};

/** Its code and API calls wait until it comes near the viewport; until then it keeps its room. */
export function BelowFold({ testId, reserve, code, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  // A server-rendered page has every block in its HTML: hydrate them rather than replace them with room.
  const [fromServer] = useState(useServerRendered());
  const ready = useLoadedWhen(code, near) || fromServer;
  // A boundary per block, so each hydrates once its code is there instead of the whole page in one long
  // task. The same element every render: a boundary handed new props before hydrating is thrown away.
  const block = useMemo(() => <Suspense fallback={null}>{children}</Suspense>, [children]);
  return (
    <Slot ref={ref} data-testid={testId} $reserve={ready ? undefined : reserve} $about={reserve}>
      {ready && block}
    </Slot>
  );
}

/** Also true once the visitor uses Tab: the focus order must not skip a block that is not near yet. */
function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || keyboard.used);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    const stopWaiting = keyboard.onFirstTab(() => setNear(true));
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [ref, near]);
  return near;
}

const keyboard = {
  used: false,
  waiting: new Set<() => void>(),
  onFirstTab(callback: () => void): () => void {
    if (this.waiting.size === 0) document.addEventListener('keydown', handleTab, true);
    this.waiting.add(callback);
    return () => {
      this.waiting.delete(callback);
      if (this.waiting.size === 0) document.removeEventListener('keydown', handleTab, true);
    };
  },
};

/** Tests only: a new visit, whose visitor has not used Tab yet (the page's module state outlives a test). */
export function forgetKeyboardUse(): void {
  keyboard.used = false;
}

function handleTab(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  keyboard.used = true;
  document.removeEventListener('keydown', handleTab, true);
  const callbacks = [...keyboard.waiting];
  keyboard.waiting.clear();
  callbacks.forEach((callback) => callback());
}

function useLoadedWhen(code: Code, when: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!when || loaded || code.isLoaded()) return;
    let live = true;
    code.preload().then(
      () => live && setLoaded(true),
      (error: unknown) => console.error('A home block could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [code, when, loaded]);
  return when && (loaded || code.isLoaded());
}

// Off screen, the browser neither lays out nor paints a block (nor runs its motion) until it comes
// near: the whole home page arrives at once, and its first render is a phone's longest task.
const Slot = styled.div<{ $reserve?: Reserve; $about: Reserve }>`
  min-width: 0;
  content-visibility: auto;
  contain-intrinsic-size: auto ${(p) => p.$about.desktop}px;
  ${below('sm')} {
    contain-intrinsic-size: auto ${(p) => p.$about.phone}px;
  }
  ${(p) => p.$reserve && `min-height: ${p.$reserve.desktop}px; ${below('sm')} { min-height: ${p.$reserve.phone}px; }`}
`;
