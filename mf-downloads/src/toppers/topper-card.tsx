import { memo, useState } from 'react';
import styled from 'styled-components';
import type { Topper } from '@school/shared-api';
import type { PictureUrls } from '@school/shared-api/pictures';
import { CardFrame } from '../lists/list-parts.tsx';
import { TrophyIcon } from './trophy-icon.tsx';

const PHOTO = 120;

/** What a card shows of a topper, as the list's island carries it. */
export type TopperCardItem = Pick<Topper, 'key' | 'name' | 'stream' | 'division' | 'sessionYear'> & {
  /** The portrait's path at the provider ('' when there is none): its sizes are chosen in the page. */
  photo: string;
};

type Props = { topper: TopperCardItem; eager: boolean; urls: PictureUrls };

export const TopperCard = memo(function TopperCard({ topper, eager, urls }: Props) {
  const [failed, setFailed] = useState(false);
  const path = topper.photo;
  const src = path && !failed ? urls.imageUrl(path, { width: PHOTO * 2 }) : '';
  return (
    <Card>
      <Portrait>
        {src && path ? (
          <img
            src={src}
            srcSet={urls.imageSrcSet(path, PHOTO * 2)}
            sizes={`${PHOTO}px`}
            alt=""
            width={PHOTO}
            height={PHOTO}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : (
          <TrophyIcon size={72} />
        )}
      </Portrait>
      <h2>{topper.name}</h2>
      {topper.stream && <p className="stream">{topper.stream}</p>}
      {topper.division && (
        <p className="division">
          <span className="label">Division</span> {topper.division}
        </p>
      )}
    </Card>
  );
});

const Card = styled(CardFrame)`
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 20px 16px;
  text-align: center;
  border-top: 4px solid ${(p) => p.theme.color.accent};
  .stream {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.95rem;
  }
  .division {
    font-size: 1.25rem;
    font-weight: 700;
    color: ${(p) => p.theme.color.primary};
  }
  .division .label {
    display: block;
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Portrait = styled.div`
  width: ${PHOTO}px;
  height: ${PHOTO}px;
  border-radius: 50%;
  overflow: hidden;
  flex: none;
  display: grid;
  place-items: center;
  background: ${(p) => p.theme.color.surfaceAlt};
  border: 3px solid ${(p) => p.theme.color.accent};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
