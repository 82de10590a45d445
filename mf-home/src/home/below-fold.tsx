import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { below, useServerRendered } from '@school/shared-ui/runtime';

/** How far below (or above) the viewport a block starts loading: well before anyone sees it. */
const NEAR_MARGIN = '400px';

/** Room a block takes before it mounts (px), close to its real height so nothing shifts. */
export type Reserve = { phone: number; desktop: number };

type Code = { preload: () => Promise<unknown>; isLoaded: () => boolean };

type Props = {
  testId: string;
  reserve: Reserve;
  /** The lazy component the block renders: fetched when the block comes near. */
  code: Code;
  children: ReactNode;
};

/**
 * A home block below the fold. Its code and its API calls wait until it comes near the viewport
 * (or until the visitor uses Tab; at once where IntersectionObserver is missing); until then it
 * keeps its room. Once mounted, it stays mounted.
 */
export function BelowFold({ testId, reserve, code, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  // A server-rendered page has every block in its HTML (readable without JavaScript); the browser
  // hydrates them as their code arrives rather than replace them with empty room.
  const [fromServer] = useState(useServerRendered());
  const ready = useLoadedWhen(code, near) || fromServer;
  // A boundary per block: a server-rendered block hydrates on its own once its code is there,
  // instead of the whole page waiting for every block's code and hydrating in one long task. The
  // same element on every render: a boundary that is handed new props before it has hydrated
  // (the viewport observer's update, say) is thrown away and rendered anew.
  const block = useMemo(() => <Suspense fallback={null}>{children}</Suspense>, [children]);
  return (
    <Slot ref={ref} data-testid={testId} $reserve={ready ? undefined : reserve}>
      {ready && block}
    </Slot>
  );
}

/**
 * True from the first time the element comes within NEAR_MARGIN of the viewport, or once the
 * visitor moves through the page with Tab: the focus order must not skip a block that has not
 * come near yet (it would jump from the notices to the footer).
 */
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

/** Whether the visitor has pressed Tab in this visit (listened for only while a block waits). */
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

function handleTab(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  keyboard.used = true;
  document.removeEventListener('keydown', handleTab, true);
  const callbacks = [...keyboard.waiting];
  keyboard.waiting.clear();
  callbacks.forEach((callback) => callback());
}

/** True once `when` has held and the code has loaded (fetched only from then on). */
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

const Slot = styled.div<{ $reserve?: Reserve }>`
  min-width: 0;
  ${(p) => p.$reserve && `min-height: ${p.$reserve.desktop}px; ${below('sm')} { min-height: ${p.$reserve.phone}px; }`}
`;
