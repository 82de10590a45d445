import { useState } from 'react';
import styled from 'styled-components';
import type { PictureUrls } from '@school/shared-api/pictures';

export type EventPhotoLayout = { sizes: string; max: number };

/** Cards of minmax(300px, 1fr), 20 px apart: one column up to 651 px, two up to 971, then three. */
export const EVENT_CARD_PHOTO: EventPhotoLayout = {
  sizes: '(max-width: 651px) calc(100vw - 34px), (max-width: 971px) calc(50vw - 28px), 380px',
  max: 960,
};

/** A 16:9 frame, so cards do not shift while photos arrive. */
export function EventImage({
  path,
  eager,
  layout,
  urls,
}: {
  path: string | undefined;
  eager: boolean;
  layout: EventPhotoLayout;
  urls: PictureUrls;
}) {
  const [failed, setFailed] = useState(false);
  const src = path ? urls.imageUrl(path, { width: layout.max }) : '';
  return (
    <Frame data-empty={!src || failed || undefined}>
      {src && path && !failed && (
        <img
          src={src}
          srcSet={urls.imageSrcSet(path, layout.max)}
          sizes={layout.sizes}
          alt=""
          width={400}
          height={225}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${(p) => p.theme.color.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-empty]::after {
    content: '';
    position: absolute;
    inset: 28% 38%;
    border: 3px solid ${(p) => p.theme.color.border};
    border-radius: 6px;
    background:
      radial-gradient(circle at 30% 35%, ${(p) => p.theme.color.border} 10%, transparent 11%),
      linear-gradient(160deg, transparent 55%, ${(p) => p.theme.color.border} 56%);
  }
`;
