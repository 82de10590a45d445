import { mountStandalone } from '@school/shared-ui';
import parcel from './parcel.tsx';

mountStandalone(parcel, document.getElementById('root')!);
