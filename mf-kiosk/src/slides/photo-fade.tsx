import { useMemo } from 'react';
import styled from 'styled-components';
import { useApi } from '@school/shared-ui/runtime';
import { ACTIVITY_PHOTO_WIDTH, PHOTO_INTERVAL_MS } from '../kiosk/constants.ts';
import { usePreload } from '../hooks/use-preload.ts';
import { useRotation } from '../hooks/use-rotation.ts';
import { DefaultActivityArt } from '../ui/default-art.tsx';
import { fadeInOnMount } from '../ui/fade.ts';
import { hideBroken } from '../ui/hide-broken.ts';

/** At most two <img> exist at once, whatever the number of photos. */
export function PhotoFade({ photos, paused }: { photos: readonly string[]; paused: boolean }) {
  const api = useApi();
  const urls = useMemo(
    () => photos.map((p) => api.imageUrl(p, { width: ACTIVITY_PHOTO_WIDTH })).filter(Boolean),
    [api, photos],
  );
  const { index, previous } = useRotation(urls.length, PHOTO_INTERVAL_MS, paused);
  usePreload(urls.length > 1 ? [urls[(index + 1) % urls.length] ?? ''] : []);

  if (urls.length === 0) return <DefaultActivityArt />;
  return (
    <>
      {previous !== null && (
        <Photo key={previous} src={urls[previous]} alt="" width={1200} height={800} onError={hideBroken} />
      )}
      <Photo
        key={index}
        $fade
        src={urls[index]}
        alt=""
        width={1200}
        height={800}
        onError={hideBroken}
        data-testid="activity-photo"
      />
    </>
  );
}

const Photo = styled.img<{ $fade?: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  ${(p) => p.$fade && fadeInOnMount}
`;
