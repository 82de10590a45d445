import type { ApiClient } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { useApiData, usePictureSource } from '@school/shared-ui/runtime';
import { NOTIFICATIONS } from '../../islands/names.ts';
import { homeNotifications } from '../home-selectors.ts';
import { NotificationDialog } from './notification-dialog.tsx';

const loadNotifications = (api: ApiClient) => api.getNotifications().then(homeNotifications);

/**
 * Its first notification is in the server's HTML, and the page loader opens it once a day before
 * any script runs (data-show-once, decision record 028); its Close and Escape are the platform's.
 * Paging wakes the island (mf_home/notifications) alone.
 */
export function NotificationPopup() {
  const { data, loaded } = useApiData(loadNotifications, [], { forIslands: true });
  const pictures = usePictureSource();
  return (
    <Island
      name={NOTIFICATIONS}
      wake="interaction"
      component={NotificationDialog}
      props={{ items: data, loaded, pictures }}
      settled={loaded}
    />
  );
}
