import { useRuntime } from '@school/shared-ui/runtime';
import { CalendarSubscribeLinks } from './calendar-subscribe-links.tsx';

export function CalendarSubscribe() {
  return <CalendarSubscribeLinks publicOrigin={useRuntime().publicOrigin} />;
}
