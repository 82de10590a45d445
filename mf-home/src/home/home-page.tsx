import styled from 'styled-components';
import type { ApiClient } from '@school/shared-api';
import { useApiData, usePageTitle, useSchool } from '@school/shared-ui';
import { AcademicCalendar } from './blocks/academic-calendar.tsx';
import { AchievementsCarousel } from './blocks/achievements-carousel.tsx';
import { BirthdaysCarousel } from './blocks/birthdays-carousel.tsx';
import { CircularTicker } from './blocks/circular-ticker.tsx';
import { EventsSlider } from './blocks/events-slider.tsx';
import { GallerySlider } from './blocks/gallery-slider.tsx';
import { HeroSlider } from './blocks/hero-slider.tsx';
import { HighlightsMarquee } from './blocks/highlights-marquee.tsx';
import { MessagesPreview } from './blocks/messages-preview.tsx';
import { NewsMarquee } from './blocks/news-marquee.tsx';
import { NoticeTicker } from './blocks/notice-ticker.tsx';
import { OnlineRegistration } from './blocks/online-registration.tsx';
import { QuickButtons } from './blocks/quick-buttons.tsx';
import { SocialLinks } from './blocks/social-links.tsx';
import { ToppersCarousel } from './blocks/toppers-carousel.tsx';
import { NotificationPopup } from './popup/notification-popup.tsx';
import { Column } from './section.tsx';

// The photo-gallery slider and the achievements carousel read the same list: load it once.
const loadGallery = (api: ApiClient) => api.getGallery();

/** The home page: every block in SPEC's order. */
export function HomePage() {
  const school = useSchool();
  usePageTitle('', school.name);
  const { data: gallery } = useApiData(loadGallery, []);
  return (
    <Home>
      <h1 className="visually-hidden">{school.name}</h1>
      <HighlightsMarquee />
      <NotificationPopup />
      <HeroSlider />
      <NoticeTicker />
      <Column className="blocks">
        <GallerySlider gallery={gallery} />
        <MessagesPreview />
      </Column>
      <CircularTicker />
      <Column className="blocks">
        <EventsSlider />
        <AcademicCalendar />
        <AchievementsCarousel gallery={gallery} />
        <ToppersCarousel />
        <BirthdaysCarousel />
        <NewsMarquee />
        <OnlineRegistration />
        <SocialLinks />
        <QuickButtons />
      </Column>
    </Home>
  );
}

const Home = styled.div`
  .blocks { display: flex; flex-direction: column; gap: 48px; padding-top: 40px; padding-bottom: 40px; }
`;
