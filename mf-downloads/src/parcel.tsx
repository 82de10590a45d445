import { createParcel } from '@school/shared-ui/runtime';
import { DownloadsApp } from './downloads-app.tsx';

const parcel = createParcel(DownloadsApp, 'mf_downloads');
export const { bootstrap, mount, unmount, update } = parcel;
export default parcel;
