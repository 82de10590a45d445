import type { LifeCycleFn } from 'single-spa';
import { createParcel, type ParcelLifecycles, type RemoteProps } from '@school/shared-ui/runtime';
import { HomeApp, preloadPage } from './home-app.tsx';

const base = createParcel(HomeApp, 'mf_home');

/** Render only once the page's code is loaded, so a page appears whole, never the Suspense fallback first. */
const withPage =
  (lifecycle: LifeCycleFn<object>): LifeCycleFn<object> =>
  async (props) => {
    const { location } = props as Partial<RemoteProps>;
    if (location) await preloadPage(location.pathname);
    return lifecycle(props);
  };

const parcel: ParcelLifecycles = { ...base, mount: withPage(base.mount), update: withPage(base.update) };
export const { bootstrap, mount, unmount, update } = parcel;
export default parcel;
