import { createParcel } from '@school/shared-ui/runtime';
import { FormsApp } from './forms-app.tsx';

const parcel = createParcel(FormsApp, 'mf_forms');
export const { bootstrap, mount, unmount, update } = parcel;
export default parcel;
