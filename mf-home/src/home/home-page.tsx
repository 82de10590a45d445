import styled from 'styled-components';
import type { ApiClient } from '@school/shared-api';
import { below, useSchool } from '@school/shared-ui/runtime';
import { Island } from '@school/shared-ui/island';
import { href, siteMap, usePageTitle } from '@school/shared-ui/kit';
import { HERO } from '../islands/names.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { BelowFold } from './below-fold.tsx';
import { socialEntries } from './blocks/social-entries.ts';
import { HeroSlider } from './blocks/hero-slider.tsx';
import { HighlightsMarquee } from './blocks/highlights-marquee.tsx';
import { NoticeTicker } from './blocks/notice-ticker.tsx';
import { NotificationPopup } from './popup/notification-popup.tsx';
import { Column } from './section.tsx';
import { useSharedLoad } from './shared-load.ts';

const GallerySlider = lazyComponent(
  () => import('./blocks/gallery-slider.tsx').then((m) => m.GallerySlider),
  'GallerySlider',
);
const MessagePreview = lazyComponent(
  () => import('./blocks/messages-preview.tsx').then((m) => m.MessagePreview),
  'MessagePreview',
);
const CircularTicker = lazyComponent(
  () => import('./blocks/circular-ticker.tsx').then((m) => m.CircularTicker),
  'CircularTicker',
);
const EventsSlider = lazyComponent(
  () => import('./blocks/events-slider.tsx').then((m) => m.EventsSlider),
  'EventsSlider',
);
const AcademicCalendar = lazyComponent(
  () => import('./blocks/academic-calendar.tsx').then((m) => m.AcademicCalendar),
  'AcademicCalendar',
);
const AchievementsCarousel = lazyComponent(
  () => import('./blocks/achievements-carousel.tsx').then((m) => m.AchievementsCarousel),
  'AchievementsCarousel',
);
const ToppersCarousel = lazyComponent(
  () => import('./blocks/toppers-carousel.tsx').then((m) => m.ToppersCarousel),
  'ToppersCarousel',
);
const BirthdaysCarousel = lazyComponent(
  () => import('./blocks/birthdays-carousel.tsx').then((m) => m.BirthdaysCarousel),
  'BirthdaysCarousel',
);
const NewsMarquee = lazyComponent(() => import('./blocks/news-marquee.tsx').then((m) => m.NewsMarquee), 'NewsMarquee');
const OnlineRegistration = lazyComponent(
  () => import('./blocks/online-registration.tsx').then((m) => m.OnlineRegistration),
  'OnlineRegistration',
);
const SocialLinks = lazyComponent(() => import('./blocks/social-links.tsx').then((m) => m.SocialLinks), 'SocialLinks');
const QuickButtons = lazyComponent(
  () => import('./blocks/quick-buttons.tsx').then((m) => m.QuickButtons),
  'QuickButtons',
);

// These blocks read the same list, or the same records: one call each, made by whichever mounts first.
const loadGallery = (api: ApiClient) => api.getGallery();
const loadMessages = (api: ApiClient) => api.getPrincipalMessages();

/** Blocks below the fold keep about their height until they come near, so nothing moves. */
export function HomePage() {
  const school = useSchool();
  usePageTitle(siteMap.home.title, school.name);
  const galleryLoad = useSharedLoad(loadGallery);
  const messagesLoad = useSharedLoad(loadMessages);
  return (
    <Home>
      <h1 className="visually-hidden">{school.name}</h1>
      <HighlightsMarquee />
      <NotificationPopup />
      <Island name={HERO} wake="interaction" component={HeroSlider} props={{ kidsCorner: href('kidsCorner') }} />
      <NoticeTicker />
      <Column className="blocks">
        <BelowFold testId="gallery" code={GallerySlider} reserve={{ phone: 430, desktop: 390 }}>
          <GallerySlider load={galleryLoad} />
        </BelowFold>
        <Pair>
          <BelowFold testId="message-principal" code={MessagePreview} reserve={{ phone: 330, desktop: 300 }}>
            <MessagePreview kind="Principal" load={messagesLoad} />
          </BelowFold>
          <BelowFold testId="message-manager" code={MessagePreview} reserve={{ phone: 330, desktop: 300 }}>
            <MessagePreview kind="Manager" load={messagesLoad} />
          </BelowFold>
        </Pair>
      </Column>
      <BelowFold testId="circulars" code={CircularTicker} reserve={{ phone: 68, desktop: 68 }}>
        <CircularTicker />
      </BelowFold>
      <Column className="blocks">
        <BelowFold testId="events" code={EventsSlider} reserve={{ phone: 560, desktop: 575 }}>
          <EventsSlider />
        </BelowFold>
        <BelowFold testId="calendar" code={AcademicCalendar} reserve={{ phone: 760, desktop: 398 }}>
          <AcademicCalendar />
        </BelowFold>
        <BelowFold testId="achievements" code={AchievementsCarousel} reserve={{ phone: 485, desktop: 483 }}>
          <AchievementsCarousel load={galleryLoad} />
        </BelowFold>
        <BelowFold testId="toppers" code={ToppersCarousel} reserve={{ phone: 441, desktop: 449 }}>
          <ToppersCarousel />
        </BelowFold>
        <BelowFold testId="birthdays" code={BirthdaysCarousel} reserve={{ phone: 470, desktop: 478 }}>
          <BirthdaysCarousel />
        </BelowFold>
        <BelowFold testId="news" code={NewsMarquee} reserve={{ phone: 420, desktop: 427 }}>
          <NewsMarquee />
        </BelowFold>
        <BelowFold testId="online-registration" code={OnlineRegistration} reserve={{ phone: 224, desktop: 108 }}>
          <OnlineRegistration />
        </BelowFold>
        {socialEntries(school.social).length > 0 && (
          <BelowFold testId="social" code={SocialLinks} reserve={{ phone: 145, desktop: 99 }}>
            <SocialLinks />
          </BelowFold>
        )}
        <BelowFold testId="quick-buttons" code={QuickButtons} reserve={{ phone: 296, desktop: 92 }}>
          <QuickButtons />
        </BelowFold>
      </Column>
    </Home>
  );
}

const Home = styled.div`
  .blocks {
    display: flex;
    flex-direction: column;
    gap: 48px;
    padding-top: 40px;
    padding-bottom: 40px;
  }
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 32px;
  ${below('md')} {
    grid-template-columns: 1fr;
  }
`;
