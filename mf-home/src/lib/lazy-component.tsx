import { use, type ComponentType } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
  isLoaded: () => boolean;
};

/** Like React.lazy plus preload(); once preloaded it renders at once, where React.lazy would still suspend. */
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
