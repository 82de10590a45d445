import { useState } from 'react';
import styled from 'styled-components';
import type { PictureUrls } from '@school/shared-api/pictures';

export type PhotoLayout = { sizes: string; max: number };
export type PhotoSources = ReturnType<typeof photoSources>;

type Props = { picture: PhotoSources | undefined; alt: string; eager?: boolean };

/** A fixed aspect ratio, so the grid never shifts while photos arrive. */
export function CoverImage({ picture, alt, eager = false }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame data-empty={!picture || failed || undefined}>
      {picture && !failed && (
        <img
          {...picture}
          alt={alt}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </Frame>
  );
}

/** The lightbox shows the same copy while its own comes. */
export const photoSources = (api: PictureUrls, path: string, { sizes, max }: PhotoLayout) => ({
  src: api.imageUrl(path, { width: max }),
  srcSet: api.imageSrcSet(path, max),
  sizes,
});

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${(p) => p.theme.color.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-empty]::after {
    /* A simple picture glyph: a sun and a hill, drawn so no image request is needed. */
    content: '';
    position: absolute;
    inset: 30% 35%;
    border: 3px solid ${(p) => p.theme.color.border};
    border-radius: 6px;
    background:
      radial-gradient(circle at 30% 35%, ${(p) => p.theme.color.border} 10%, transparent 11%),
      linear-gradient(160deg, transparent 55%, ${(p) => p.theme.color.border} 56%);
  }
`;
