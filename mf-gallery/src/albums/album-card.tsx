import styled from 'styled-components';
import type { PictureUrls } from '@school/shared-api/pictures';
import { dateParts } from '@school/shared-api/selectors';
import type { AlbumSection } from '@school/shared-ui/album-sections';
import { href } from '@school/shared-ui/site-map';
import { albumId, photoCount, titleOf, type AlbumCardItem } from './album-view.ts';
import { CoverImage, photoSources, type PhotoLayout } from './cover-image.tsx';
import { Card, DateBadge, HiddenText } from './card-parts.tsx';

type Props = {
  item: AlbumCardItem;
  detail: AlbumSection['detail'];
  eager: boolean;
  urls: PictureUrls;
  linkRef?: (el: HTMLAnchorElement | null) => void;
};

/** CardGrid's minmax(250px, 1fr), 20 px apart: one column up to 551 px, two up to 821, three up to 1091. */
const CARD_PHOTO: PhotoLayout = {
  sizes:
    '(max-width: 551px) calc(100vw - 34px), (max-width: 821px) calc(50vw - 28px), (max-width: 1091px) calc(33vw - 25px), 290px',
  max: 960,
};

export function AlbumCard({ item, detail, eager, urls, linkRef }: Props) {
  const id = albumId(item);
  const date = dateParts(item.date);
  return (
    <Card>
      <CoverImage picture={item.cover ? photoSources(urls, item.cover, CARD_PHOTO) : undefined} alt="" eager={eager} />
      {date && (
        <DateBadge>
          <span className="day">{date.day}</span> <span className="month">{date.month}</span>
        </DateBadge>
      )}
      <Body>
        <p className="count">{photoCount(item.photos)}</p>
        <h2>{titleOf(item)}</h2>
        {id && (
          // A document: the album's Go Back steps back to the list as it was left (the page loader).
          <a ref={linkRef} href={href(detail, { id })} className="more">
            View More<HiddenText>: {titleOf(item)}</HiddenText>
          </a>
        )}
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px 16px;
  flex: 1;
  .count {
    margin: 0;
    font-size: 0.9rem;
    color: ${(p) => p.theme.color.muted};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  .more {
    margin-top: auto;
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 18px;
    border-radius: 6px;
    background: ${(p) => p.theme.color.primary};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
  .more:hover {
    background: ${(p) => p.theme.color.primaryDark};
    text-decoration: underline;
  }
`;
