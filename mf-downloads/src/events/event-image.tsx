import { useState } from 'react';
import styled from 'styled-components';
import { useApi } from '@school/shared-ui/runtime';

const WIDTH = 400;

/**
 * The event photo in a 16:9 frame, so cards do not shift while photos arrive; a 400 px copy
 * from the provider. A missing or broken photo leaves a drawn placeholder, not a broken icon.
 */
export function EventImage({ path, eager }: { path: string | undefined; eager: boolean }) {
  const api = useApi();
  const [failed, setFailed] = useState(false);
  const src = path ? api.imageUrl(path, { width: WIDTH }) : '';
  return (
    <Frame data-empty={!src || failed || undefined}>
      {src && !failed && (
        <img
          src={src}
          alt=""
          width={WIDTH}
          height={(WIDTH * 9) / 16}
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
