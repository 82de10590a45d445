import { createParcel } from '@school/shared-ui/runtime';
import { GalleryApp } from './gallery-app.tsx';

const parcel = createParcel(GalleryApp, 'mf_gallery');
export const { bootstrap, mount, unmount, update } = parcel;
export default parcel;
