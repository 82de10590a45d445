import { createIslandParcel } from '@school/shared-ui/island';
import { NotificationDialog } from '../home/popup/notification-dialog.tsx';

export default createIslandParcel(NotificationDialog);
