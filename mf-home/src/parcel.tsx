// The module this remote exposes: single-spa lifecycles for its root.
import { createParcel } from '@school/shared-ui';
import { HomeApp } from './home-app.tsx';

const parcel = createParcel(HomeApp, 'mf_home');
export const { bootstrap, mount, unmount, update } = parcel;
export default parcel;
