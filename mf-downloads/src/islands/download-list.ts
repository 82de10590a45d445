import { createIslandParcel } from '@school/shared-ui/island';
import { DownloadList } from '../pages/download-list.tsx';

export default createIslandParcel(DownloadList);
