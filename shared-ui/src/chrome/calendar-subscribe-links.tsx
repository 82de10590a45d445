import styled from 'styled-components';
import { calendarFeedUrls, CALENDAR_FEED_PATH } from '../site-map/site-feeds.ts';
import { useHydrated } from '../islands/use-hydrated.ts';

/**
 * Both need the site's origin: the configured one, else the page's once hydrated; before that the link
 * fetches the feed from this site. Given the origin, an island shows it without the app's runtime.
 */
export function CalendarSubscribeLinks({ publicOrigin }: { publicOrigin: string | undefined }) {
  const hydrated = useHydrated();
  const origin = publicOrigin ?? (hydrated ? window.location.origin : undefined);
  const urls = origin === undefined ? undefined : calendarFeedUrls(origin);
  return (
    <Box>
      <a href={urls?.webcal ?? CALENDAR_FEED_PATH}>
        <CalendarIcon />
        Subscribe to the school calendar
      </a>
      <p>
        Or add this address in your calendar app: <code>{urls?.https ?? CALENDAR_FEED_PATH}</code>
      </p>
    </Box>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 12px 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 8px 14px;
    border-radius: 6px;
    font-weight: 600;
    text-decoration: none;
    border: 2px solid ${(p) => p.theme.color.primary};
    background: #fff;
    color: ${(p) => p.theme.color.primary};
    &:hover {
      background: ${(p) => p.theme.color.primary};
      color: #fff;
    }
  }
  p {
    margin: 0;
    min-width: 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
  code {
    color: ${(p) => p.theme.color.text};
  }
`;
