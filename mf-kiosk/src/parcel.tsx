import { createParcel } from '@school/shared-ui/runtime';
import { KioskApp } from './kiosk-app.tsx';

const parcel = createParcel(KioskApp, 'mf_kiosk');
export const { bootstrap, mount, unmount, update } = parcel;
export default parcel;
