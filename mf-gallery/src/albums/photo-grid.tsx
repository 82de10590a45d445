import styled from 'styled-components';
import { PAGE_SIZE, ShowMore, usePaged } from '@school/shared-ui/kit';
import { CoverImage } from './cover-image.tsx';

type Props = {
  /** Attachment paths, in album order. */
  photos: readonly string[];
  title: string;
  onOpen: (index: number) => void;
  /** A pointer over the grid or focus inside it: the visitor may be about to open a photo. */
  onIntent?: () => void;
};

const EAGER = 4;

/** Thumbnails of an album, each a button that opens the lightbox on that photo. */
export function PhotoGrid({ photos, title, onOpen, onIntent }: Props) {
  const paged = usePaged(photos.length, PAGE_SIZE * 2, title);
  return (
    <>
      <Grid data-testid="photo-grid" onPointerEnter={onIntent} onFocus={onIntent}>
        {photos.slice(0, paged.shown).map((path, i) => (
          // Index keys: the same photo may appear twice in an album.
          <li key={i}>
            <button type="button" ref={paged.focusTarget(i)} onClick={() => onOpen(i)}>
              <CoverImage path={path} alt={photoLabel(title, i, photos.length)} eager={i < EAGER} />
            </button>
          </li>
        ))}
      </Grid>
      {paged.hasMore && <ShowMore shown={paged.shown} total={photos.length} onClick={paged.showMore} noun="photos" />}
    </>
  );
}

/** Alt text of thumbnails and full-size photos alike. */
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
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    border-radius: ${(p) => p.theme.radius};
    overflow: hidden;
    cursor: zoom-in;
    background: none;
  }
  button img {
    transition: transform 0.2s;
  }
  button:hover img {
    transform: scale(1.04);
  }
`;
