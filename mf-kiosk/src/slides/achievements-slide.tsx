import styled from 'styled-components';
import { formatDate, type GalleryItem } from '@school/shared-api';
import { useApi } from '@school/shared-ui/runtime';
import { ACHIEVEMENT_PHOTO_WIDTH } from '../kiosk/constants.ts';
import { DefaultActivityArt } from '../ui/default-art.tsx';
import { hideBroken } from '../ui/hide-broken.ts';
import { PagedGrid } from './paged-grid.tsx';
import { Placeholder, SlideHeading } from './slide-parts.tsx';

export function AchievementsSlide({ pages, paused }: { pages: readonly GalleryItem[][]; paused: boolean }) {
  return (
    <Layout>
      <SlideHeading>School Achievements</SlideHeading>
      {pages.length === 0 ? (
        <Placeholder />
      ) : (
        <PagedGrid
          pages={pages}
          paused={paused}
          columns={4}
          portraitColumns={2}
          label="Achievements"
          itemKey={(a) => a.key}
          renderItem={(a) => <AchievementCard item={a} />}
        />
      )}
    </Layout>
  );
}

function AchievementCard({ item }: { item: GalleryItem }) {
  const api = useApi();
  const cover = item.attachments[0];
  const date = formatDate(item.date);
  return (
    <Card>
      <Cover>
        {cover ? (
          <img
            src={api.imageUrl(cover, { width: ACHIEVEMENT_PHOTO_WIDTH })}
            alt=""
            width={600}
            height={450}
            onError={hideBroken}
          />
        ) : (
          <DefaultActivityArt />
        )}
      </Cover>
      <Body>
        <h3>{item.title}</h3>
        {date && <p>{date}</p>}
      </Body>
    </Card>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  height: 100%;
`;
const Card = styled.article`
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  min-height: 0;
  background: #fff;
  border-radius: 1vmin;
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow};
  border-top: 0.6vmin solid ${(p) => p.theme.color.accent};
`;
const Cover = styled.div`
  min-height: 0;
  overflow: hidden;
  background: ${(p) => p.theme.color.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
`;
const Body = styled.div`
  padding: 1.4vmin 1.8vmin;
  h3 {
    margin: 0;
    font-size: clamp(1rem, 2.4vmin, 2.4rem);
    line-height: 1.25;
    color: ${(p) => p.theme.color.text};
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  p {
    margin: 0.6vmin 0 0;
    font-size: clamp(0.9rem, 2vmin, 1.8rem);
    color: ${(p) => p.theme.color.accentText};
  }
`;
