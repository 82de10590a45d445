import { useState } from 'react';
import styled from 'styled-components';
import { useApi } from '@school/shared-ui/runtime';

type Props = { path: string | undefined; alt: string; eager?: boolean; width?: number };

/** Width of the grid's copies; the lightbox shows the same copy (already loaded) while the full one comes. */
export const THUMBNAIL_WIDTH = 400;

/**
 * A thumbnail in a frame of fixed aspect ratio, so the grid never shifts while photos arrive.
 * Asks the provider for a 400 px wide copy; a missing or broken photo leaves the framed
 * placeholder instead of a broken-image icon.
 */
export function CoverImage({ path, alt, eager = false, width = THUMBNAIL_WIDTH }: Props) {
  const api = useApi();
  const [failed, setFailed] = useState(false);
  const src = path ? api.imageUrl(path, { width }) : '';
  return (
    <Frame data-empty={!src || failed || undefined}>
      {src && !failed && (
        <img
          src={src}
          alt={alt}
          width={width}
          height={Math.round((width * 3) / 4)}
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
