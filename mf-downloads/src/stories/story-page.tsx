import { useCallback } from 'react';
import styled from 'styled-components';
import { formatDate, type ApiClient } from '@school/shared-api';
import { BackToList, EmptyState, PageHeader, siteMap } from '@school/shared-ui/kit';
import { notAnsweringFor } from '@school/shared-ui/island';
import {
  useApi,
  useApiData,
  useRegionMeta,
  useRuntime,
  useSearchParams,
  type ItemFacts,
} from '@school/shared-ui/runtime';
import { AddToCalendar } from '../events/add-to-calendar.tsx';
import { EventImage, type EventPhotoLayout } from '../events/event-image.tsx';
import { AttachmentLink } from '../lists/attachment-link.tsx';
import { PageBody } from '../lists/list-parts.tsx';
import { isEvent, type Story, type StoryKind } from './story-kinds.ts';

export function StoryRoute({ kind }: { kind: StoryKind }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <StoryPage key={id} id={id} kind={kind} />;
}

function StoryPage({ id, kind }: { id: string; kind: StoryKind }) {
  const load = useCallback((api: ApiClient) => kind.load(api, id), [kind, id]);
  const { data: story, loaded, unanswered } = useApiData(load, null);
  const missing = loaded && !unanswered;
  const api = useApi();
  // The one photo the page shows.
  const photo = story && isEvent(story) ? story.images[0] : undefined;
  const images = photo ? [api.imageUrl(photo, { width: STORY_PHOTO.max })] : [];
  // Nothing on a story page moves: it is a still page (decision record 028).
  useRegionMeta(
    story
      ? { title: titleOf(story), description: story.description, image: images[0], facts: factsOf(story, images) }
      : { status: loaded ? 404 : undefined },
  );

  if (!story) {
    return (
      <>
        {missing ? <PageHeader route={kind.route} title={notFoundTitle(kind)} /> : <PageHeader route={kind.list} />}
        <PageBody aria-busy={!loaded}>
          <BackToList list={kind.list}>Back to {siteMap[kind.list].title}</BackToList>
          {missing && (
            <EmptyState
              message={`This ${kind.noun} could not be found. The link may be incomplete, or the ${kind.noun} may have been removed.`}
            />
          )}
          {unanswered && <EmptyState message={notAnsweringFor(`this ${kind.noun}`)} />}
        </PageBody>
      </>
    );
  }
  return (
    <>
      <PageHeader route={kind.route} title={titleOf(story)} />
      <PageBody>
        <BackToList list={kind.list}>Back to {siteMap[kind.list].title}</BackToList>
        <StoryContent story={story} />
      </PageBody>
    </>
  );
}

const titleOf = (story: Story) => story.title || 'Untitled';
const factsOf = (story: Story, images: string[]): ItemFacts =>
  isEvent(story) ? { date: story.date, time: story.time, venue: story.venue, images } : { date: story.date };
const notFoundTitle = (kind: StoryKind) => `${kind.noun[0]!.toUpperCase()}${kind.noun.slice(1)} not found`;

function StoryContent({ story }: { story: Story }) {
  const date = formatDate(story.date);
  const event = isEvent(story) ? story : undefined;
  const api = useApi();
  const { school, schoolCode } = useRuntime();
  return (
    <Article>
      {event && event.images[0] && <EventImage path={event.images[0]} eager layout={STORY_PHOTO} urls={api} />}
      <Facts>
        {date && (
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={story.date.slice(0, 10)}>{date}</time>
            </dd>
          </div>
        )}
        {event?.time && (
          <div>
            <dt>Time</dt>
            <dd>{event.time}</dd>
          </div>
        )}
        {event?.venue && (
          <div>
            <dt>Location</dt>
            <dd>{event.venue}</dd>
          </div>
        )}
      </Facts>
      {story.description && <Description>{story.description}</Description>}
      <Actions>
        <AttachmentLink files={story.attachments} title={titleOf(story)} />
        {event && date && <AddToCalendar event={event} calendar={{ schoolCode, name: school.name }} />}
      </Actions>
    </Article>
  );
}

const STORY_PHOTO: EventPhotoLayout = { sizes: '(max-width: 720px) calc(100vw - 32px), 680px', max: 1280 };

const Article = styled.article`
  max-width: 75ch;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0;
  padding: 14px 18px;
  background: ${(p) => p.theme.color.surfaceAlt};
  border-radius: ${(p) => p.theme.radius};
  &:empty {
    display: none;
  }
  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    font-size: 1.05rem;
  }
`;
const Description = styled.p`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  &:empty {
    display: none;
  }
`;
