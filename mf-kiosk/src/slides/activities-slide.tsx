import styled from 'styled-components';
import type { Activity } from '../kiosk/compose-slides.ts';
import { DefaultActivityArt } from '../ui/default-art.tsx';
import { PhotoFade } from './photo-fade.tsx';
import { SlideHeading } from './slide-parts.tsx';

export const NO_ACTIVITIES = 'No Activities Found';

export function ActivitiesSlide({ activities, paused }: { activities: readonly Activity[]; paused: boolean }) {
  return (
    <Layout>
      <SlideHeading>Activities</SlideHeading>
      <Items $count={Math.max(1, activities.length)}>
        {activities.length === 0 ? (
          <Item>
            <Frame>
              <DefaultActivityArt />
            </Frame>
            <Caption>{NO_ACTIVITIES}</Caption>
          </Item>
        ) : (
          activities.map((activity) => (
            <Item key={activity.key}>
              <Frame>
                <PhotoFade photos={activity.photos} paused={paused} />
              </Frame>
              <Caption>{activity.title}</Caption>
            </Item>
          ))
        )}
      </Items>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  height: 100%;
`;
const Items = styled.div<{ $count: number }>`
  display: grid;
  gap: 2vmin;
  grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
  min-height: 0;
  @media (orientation: portrait) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: repeat(${(p) => p.$count}, minmax(0, 1fr));
  }
`;
const Item = styled.figure`
  margin: 0;
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  min-height: 0;
  background: #fff;
  border-radius: 1vmin;
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow};
`;
const Frame = styled.div`
  position: relative;
  overflow: hidden;
  min-height: 0;
  background: ${(p) => p.theme.color.surfaceAlt};
`;
const Caption = styled.figcaption`
  padding: 1.4vmin 2vmin;
  font-family: ${(p) => p.theme.font.heading};
  font-size: clamp(1.1rem, 3vmin, 3rem);
  line-height: 1.2;
  color: ${(p) => p.theme.color.primary};
  text-align: center;
`;
