import { useCallback, useState } from 'react';
import styled, { css } from 'styled-components';
import type { Video } from '@school/shared-api';
import { formatDate, videoThumbnailUrl } from '@school/shared-api/selectors';
import { Card, HiddenText } from '../albums/card-parts.tsx';

export function VideoCard({ video, linkRef }: { video: Video; linkRef?: (el: HTMLAnchorElement | null) => void }) {
  const date = formatDate(video.date);
  const poster = <VideoPoster videoUrl={video.videoUrl} />;
  return (
    <Card>
      {video.videoUrl ? (
        <Link ref={linkRef} href={video.videoUrl} target="_blank" rel="noopener noreferrer">
          {poster}
          <span className="text">
            <span className="title">{video.title}</span>
            {date && <span className="date">{date}</span>}
            <span className="watch">
              Watch video<HiddenText> (opens in a new tab)</HiddenText>
            </span>
          </span>
        </Link>
      ) : (
        <NoLink>
          {poster}
          <span className="text">
            <span className="title">{video.title}</span>
            {date && <span className="date">{date}</span>}
          </span>
        </NoLink>
      )}
    </Card>
  );
}

const cardText = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  .text {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 14px 16px 16px;
    flex: 1;
  }
  .title {
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.1rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .date {
    font-size: 0.9rem;
    color: ${(p) => p.theme.color.muted};
  }
`;

const NoLink = styled.div`
  ${cardText}
`;

const Link = styled.a`
  ${cardText}
  color: inherit;
  text-decoration: none;
  .watch {
    margin-top: auto;
    font-weight: 600;
    color: ${(p) => p.theme.color.primary};
    text-decoration: underline;
  }
  &:hover .title {
    text-decoration: underline;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** No referrer: YouTube learns no page path (decision record 015). */
function VideoPoster({ videoUrl }: { videoUrl: string }) {
  const still = videoThumbnailUrl(videoUrl);
  const [failed, setFailed] = useState(false);
  // A still that failed before hydration fired its error event before React listened.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Poster aria-hidden="true" data-still={still && !failed ? '' : undefined}>
      {still && !failed && (
        <img
          ref={checkLoaded}
          src={still}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      )}
      <span className="play" />
    </Poster>
  );
}

const posterColours = css`
  background: linear-gradient(
    135deg,
    ${(p) => p.theme.color.primaryDark},
    ${(p) => p.theme.color.primary} 60%,
    ${(p) => p.theme.color.accent}
  );
`;

const Poster = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  position: relative;
  overflow: hidden;
  ${posterColours}
  /* hqdefault is 4:3 with black bars above and below a 16:9 picture: cover crops them off. */
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Only an image that failed draws ::before: on a still page no script hears the error, so the
     poster's colours cover the browser's broken-image icon. */
  img::before {
    content: '';
    position: absolute;
    inset: 0;
    ${posterColours}
  }
  .play {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.92);
    position: relative;
  }
  .play::after {
    content: '';
    position: absolute;
    left: 26px;
    top: 20px;
    border-style: solid;
    border-width: 12px 0 12px 20px;
    border-color: transparent transparent transparent ${(p) => p.theme.color.primary};
  }
`;
