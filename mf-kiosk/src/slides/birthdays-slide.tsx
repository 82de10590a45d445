import styled from 'styled-components';
import type { Birthday, NewsTitle } from '@school/shared-api';
import { NewsMarquee } from './news-marquee.tsx';
import { PagedGrid } from './paged-grid.tsx';
import { PersonCard } from './person-card.tsx';
import { PanelHeading, Placeholder } from './slide-parts.tsx';

type Props = {
  studentPages: readonly Birthday[][];
  teacherPages: readonly Birthday[][];
  news: readonly NewsTitle[];
  paused: boolean;
};

export function BirthdaysSlide({ studentPages, teacherPages, news, paused }: Props) {
  return (
    <Layout>
      <Panel aria-labelledby="kiosk-students">
        <PanelHeading id="kiosk-students">Student Birthdays</PanelHeading>
        {studentPages.length === 0 ? (
          <Placeholder />
        ) : (
          <PagedGrid
            pages={studentPages}
            paused={paused}
            columns={1}
            portraitColumns={2}
            label="Student birthdays"
            itemKey={(b) => b.key}
            renderItem={(b) => <PersonCard person={b} size="large" />}
          />
        )}
      </Panel>
      <Panel aria-labelledby="kiosk-teachers">
        <PanelHeading id="kiosk-teachers">Teacher Birthdays</PanelHeading>
        {teacherPages.length === 0 ? (
          <Placeholder />
        ) : (
          <PagedGrid
            pages={teacherPages}
            paused={paused}
            columns={2}
            portraitColumns={4}
            label="Teacher birthdays"
            itemKey={(b) => b.key}
            renderItem={(b) => <PersonCard person={b} size="small" />}
          />
        )}
      </Panel>
      <Panel aria-labelledby="kiosk-news">
        <PanelHeading id="kiosk-news">Latest News</PanelHeading>
        <NewsMarquee news={news} paused={paused} />
      </Panel>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 2.5vmin;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1.2fr);
  height: 100%;
  @media (orientation: portrait) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 1.2fr);
  }
  /* Phone-sized: the cards take what they need and the news the rest. */
  @media (orientation: portrait) and (max-width: 600px) {
    grid-template-rows: auto auto minmax(0, 1fr);
  }
`;
const Panel = styled.section`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  min-height: 0;
`;
