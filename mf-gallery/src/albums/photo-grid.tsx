import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { PictureUrls } from '@school/shared-api/pictures';
import { PAGE_SIZE, PagedShowMore, usePaged, wakeOnTap } from '@school/shared-ui/island';
import { CoverImage, photoSources, type PhotoLayout } from './cover-image.tsx';

type Props = {
  photos: readonly string[];
  title: string;
  urls: PictureUrls;
  onOpen: (index: number) => void;
  onIntent?: () => void;
};

const EAGER = 4;
/** The photos an album's page shows before "Show more". */
export const FIRST_PHOTOS = PAGE_SIZE * 2;

/** Two columns up to 480 px, then minmax(200px, 1fr) 12 px apart in a page at most 1200 px wide. */
export const GRID_PHOTO: PhotoLayout = {
  sizes:
    '(max-width: 480px) calc(50vw - 20px), (max-width: 655px) calc(50vw - 22px), (max-width: 867px) calc(33vw - 19px), 253px',
  max: 640,
};

/** A screen's worth, not the camera's file: the link works without JavaScript. */
export const VIEWABLE_WIDTH = 1280;

const opensLightbox = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function PhotoGrid({ photos, title, urls, onOpen, onIntent }: Props) {
  const paged = usePaged(photos.length, FIRST_PHOTOS, title);
  return (
    <>
      <Grid data-testid="photo-grid" onPointerEnter={onIntent} onFocus={onIntent}>
        {photos.slice(0, paged.shown).map((path, i) => (
          // Index keys: the same photo may appear twice in an album.
          <li key={i}>
            <a
              href={urls.imageUrl(path, { width: VIEWABLE_WIDTH })}
              ref={paged.focusTarget(i)}
              {...wakeOnTap}
              onClick={(e) => {
                if (!opensLightbox(e)) return;
                e.preventDefault();
                onOpen(i);
              }}
            >
              <CoverImage
                picture={path ? photoSources(urls, path, GRID_PHOTO) : undefined}
                alt={photoLabel(title, i, photos.length)}
                eager={i < EAGER}
              />
            </a>
          </li>
        ))}
      </Grid>
      <PagedShowMore paged={paged} total={photos.length} noun="photos" />
    </>
  );
}

export const photoLabel = (title: string, index: number, total: number) => `${title}, photo ${index + 1} of ${total}`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, 1fr);
    gap: 8px;
  }
  a {
    display: block;
    border-radius: ${(p) => p.theme.radius};
    overflow: hidden;
    cursor: zoom-in;
  }
  a img {
    transition: transform 0.2s;
  }
  a:hover img {
    transform: scale(1.04);
  }
`;
