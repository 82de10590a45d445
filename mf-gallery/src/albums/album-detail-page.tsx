import { useCallback } from 'react';
import styled from 'styled-components';
import { formatDate, type ApiClient, type GalleryItem } from '@school/shared-api';
import { Island, notAnsweringFor } from '@school/shared-ui/island';
import { BackToList, EmptyState, PageHeader } from '@school/shared-ui/kit';
import { useApi, useApiData, usePictureSource, useRegionMeta, useSearchParams } from '@school/shared-ui/runtime';
import type { AlbumSection } from '../sections.ts';
import { ALBUM_PHOTOS } from '../islands/names.ts';
import { AlbumPhotos } from './album-photos.tsx';
import { PageBody } from './card-parts.tsx';
import { loadAlbum } from './load-album.ts';
import { FIRST_PHOTOS, VIEWABLE_WIDTH } from './photo-grid.tsx';
import { titleOf } from './album-view.ts';

/** Keyed by id: a new id starts afresh. */
export function AlbumDetailRoute({ section }: { section: AlbumSection }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <AlbumDetailPage key={id} id={id} section={section} />;
}

function AlbumDetailPage({ id, section }: { id: string; section: AlbumSection }) {
  const load = useCallback((api: ApiClient) => loadAlbum(api, id), [id]);
  const { data: album, loaded, unanswered } = useApiData(load, null);
  const missing = loaded && !unanswered;
  const api = useApi();
  const shown = (album?.attachments ?? []).slice(0, FIRST_PHOTOS).filter(Boolean);
  const images = shown.map((path) => api.imageUrl(path, { width: VIEWABLE_WIDTH }));
  useRegionMeta(
    album
      ? { title: titleOf(album), description: album.description, image: images[0], facts: { date: album.date, images } }
      : { status: loaded ? 404 : undefined },
  );

  if (!album) {
    return (
      <>
        {missing ? <PageHeader route={section.detail} title="Album not found" /> : <PageHeader route={section.list} />}
        <PageBody aria-busy={!loaded}>
          <BackToList list={section.list}>Go Back</BackToList>
          {missing && (
            <EmptyState message="This album could not be found. The link may be incomplete, or the album may have been removed." />
          )}
          {unanswered && <EmptyState message={notAnsweringFor('this album')} />}
        </PageBody>
      </>
    );
  }
  return (
    <>
      <PageHeader route={section.detail} title={titleOf(album)} />
      <PageBody>
        <BackToList list={section.list}>Go Back</BackToList>
        <AlbumContent album={album} />
      </PageBody>
    </>
  );
}

function AlbumContent({ album }: { album: GalleryItem }) {
  const pictures = usePictureSource();
  const total = album.attachments.length;
  const date = formatDate(album.date) || 'Not given';
  return (
    <>
      <Facts>
        <div>
          <dt>Event Date</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>Last Update</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>Number of Photos</dt>
          <dd>{total}</dd>
        </div>
      </Facts>
      {album.description && <Description>{album.description}</Description>}
      {total === 0 ? (
        <EmptyState />
      ) : (
        <Island
          name={ALBUM_PHOTOS}
          wake="interaction"
          component={AlbumPhotos}
          props={{ title: titleOf(album), photos: album.attachments, pictures }}
        />
      )}
    </>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 8px 0 16px;
  padding: 14px 18px;
  background: ${(p) => p.theme.color.surfaceAlt};
  border-radius: ${(p) => p.theme.radius};
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
  margin: 0 0 24px;
  max-width: 75ch;
  white-space: pre-line;
`;
