import { useMemo } from 'react';
import { cardTextsOf, type ApiClient, type SchoolEvent } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { PageHeader, storyHref } from '@school/shared-ui/kit';
import {
  useApi,
  useApiData,
  useListForIsland,
  usePictureSource,
  useRuntime,
  type ListedItem,
} from '@school/shared-ui/runtime';
import { EVENT_LIST } from '../islands/names.ts';
import { firstFileUrl } from '../lists/first-file-url.ts';
import type { EventCardItem } from './event-card.tsx';
import { EventList, eventOrder, type EventListProps } from './event-list.tsx';

const loadEvents = (api: ApiClient) => api.getEvents().then(cardTextsOf);
const listedEvent = (event: EventCardItem): ListedItem => ({ name: event.title, href: storyHref('eventItem', event) });
const NONE: SchoolEvent[] = [];

export function EventsPage() {
  const api = useApi();
  const { school, schoolCode, publicOrigin } = useRuntime();
  const { data, loaded, unanswered } = useApiData(loadEvents, NONE, { forIslands: true });
  const items = useMemo(
    () =>
      data.map(({ key, title, description, date, time, venue, images: photos, attachments }): EventCardItem => ({
        key,
        title,
        description,
        date,
        time,
        venue,
        image: photos[0] ?? '',
        attachment: firstFileUrl(api, attachments),
      })),
    [data, api],
  );
  const pictures = usePictureSource();
  const list: EventListProps = {
    items: useListForIsland(items, { order: eventOrder }, unanswered, listedEvent),
    pictures,
    calendar: { schoolCode, name: school.name },
    publicOrigin,
  };
  return (
    <>
      <PageHeader route="events" />
      <Island name={EVENT_LIST} wake="interaction" component={EventList} props={list} settled={loaded} />
    </>
  );
}
