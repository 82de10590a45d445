import { useMemo, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { siteMap, usePageTitle } from '@school/shared-ui/kit';
import { useApi, useRuntime } from '@school/shared-ui/runtime';
import { hasNoContent } from './data/kiosk-data.ts';
import { useKioskData } from './data/use-kiosk-data.ts';
import { usePreload } from './hooks/use-preload.ts';
import { useRotation } from './hooks/use-rotation.ts';
import { useWakeLock } from './hooks/use-wake-lock.ts';
import { composeSlides } from './kiosk/compose-slides.ts';
import { SLIDE_COUNT, SLIDE_DWELL_MS } from './kiosk/constants.ts';
import { slideImages } from './kiosk/slide-images.ts';
import { AchievementsSlide } from './slides/achievements-slide.tsx';
import { ActivitiesSlide } from './slides/activities-slide.tsx';
import { BirthdaysSlide } from './slides/birthdays-slide.tsx';
import { fadeInOnMount } from './ui/fade.ts';
import { KioskFooter } from './ui/kiosk-footer.tsx';

export const SHOWING_SAVED = 'Offline: showing the last content received';
export const NOTHING_YET = 'No content received yet: retrying';

/** Only the slide on show is mounted: the page holds the same few hundred nodes on day three as in minute one. */
export function KioskScreen() {
  const api = useApi();
  const { school, kiosk } = useRuntime();
  const { data, status } = useKioskData();
  const slides = useMemo(() => composeSlides(data, kiosk.achievementsYear), [data, kiosk.achievementsYear]);
  const [paused, setPaused] = useState(false);
  const { index } = useRotation(SLIDE_COUNT, SLIDE_DWELL_MS, paused);
  const nextImages = useMemo(() => slideImages(slides, (index + 1) % SLIDE_COUNT, api.imageUrl), [slides, index, api]);
  usePreload(nextImages);
  useWakeLock();
  usePageTitle(siteMap.homeKiosk.title, school.name);

  return (
    <Root data-testid="kiosk" data-kiosk-status={status} data-slide={index + 1}>
      <NoScrollbars />
      <TopBar>
        <h1>{school.name}</h1>
        {school.tagline && <p>{school.tagline}</p>}
      </TopBar>
      <Carousel aria-roledescription="carousel" aria-label="School highlights">
        {/* Announce slide changes only when the viewer has stopped the rotation (APG carousel). */}
        <Live aria-live={paused ? 'polite' : 'off'}>
          <Slide key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${SLIDE_COUNT}`}>
            {index === 0 && <ActivitiesSlide activities={slides.activities} paused={paused} />}
            {index === 1 && <AchievementsSlide pages={slides.achievementPages} paused={paused} />}
            {index === 2 && (
              <BirthdaysSlide
                studentPages={slides.studentPages}
                teacherPages={slides.teacherPages}
                news={slides.news}
                paused={paused}
              />
            )}
          </Slide>
        </Live>
      </Carousel>
      <KioskFooter
        slide={index}
        message={status === 'offline' ? (hasNoContent(data) ? NOTHING_YET : SHOWING_SAVED) : ''}
        paused={paused}
        onTogglePause={() => setPaused((p) => !p)}
      />
    </Root>
  );
}

// styled-components removes this rule on unmount, so the rest of the composed site is unaffected.
const NoScrollbars = createGlobalStyle`
  html, body { overflow: hidden; }
`;

const Root = styled.main`
  position: fixed;
  inset: 0;
  z-index: 1;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  overflow: hidden;
  background: ${(p) => p.theme.color.surfaceAlt};
  color: ${(p) => p.theme.color.text};
  font-size: clamp(1rem, 2vmin, 2rem);
  /* A lobby screen shows no pointer. */
  &,
  & * {
    cursor: none !important;
  }
`;
const TopBar = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: center;
  flex-wrap: wrap;
  gap: 0 3vmin;
  padding: 1.5vmin 3vmin;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
  border-bottom: 0.6vmin solid ${(p) => p.theme.color.accent};
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 4.2vmin, 4.4rem);
  }
  p {
    margin: 0;
    font-size: clamp(1rem, 2.4vmin, 2.4rem);
    font-style: italic;
  }
  /* A phone-sized screen needs the room for the slides. */
  @media (max-width: 600px) {
    p {
      display: none;
    }
  }
`;
const Carousel = styled.section`
  min-height: 0;
  padding: 2.5vmin 3vmin 1.5vmin;
`;
const Live = styled.div`
  height: 100%;
`;
const Slide = styled.div`
  height: 100%;
  ${fadeInOnMount}
`;
