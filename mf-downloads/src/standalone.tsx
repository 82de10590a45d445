import { mountStandalone } from '@school/shared-ui/host';
import parcel from './parcel.tsx';

mountStandalone(parcel, document.getElementById('root')!);
