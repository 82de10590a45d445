import { use, type ComponentType } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Fetches the component's chunk (once); a failed fetch is tried again on the next call. */
  preload: () => Promise<ComponentType<P>>;
  isLoaded: () => boolean;
};

/**
 * A component whose code is a chunk of its own, like React.lazy, plus preload(). Once preloaded
 * it renders at once. React.lazy would still suspend on its first render even then, show the
 * Suspense fallback, and React holds the reveal of suspended content for up to 300 ms.
 * Rendered before it is loaded, it suspends (the nearest Suspense boundary shows its fallback).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, name: string): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, { preload, isLoaded: () => loaded !== undefined });
}
