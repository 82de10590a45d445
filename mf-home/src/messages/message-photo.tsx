import styled from 'styled-components';
import { useApi } from '@school/shared-ui/runtime';
import silhouette from '../assets/person-silhouette.svg';

export function MessagePhoto({ path, name, width = 240 }: { path: string | null; name: string; width?: number }) {
  const api = useApi();
  const src = path ? api.imageUrl(path, { width: width * 2 }) : silhouette;
  return (
    <Photo
      src={src}
      srcSet={path ? api.imageSrcSet(path, width * 2) : undefined}
      sizes={`${width}px`}
      alt={path ? `Photo of ${name}` : ''}
      width={width}
      height={Math.round(width * 1.25)}
      $width={width}
      decoding="async"
    />
  );
}

const Photo = styled.img<{ $width: number }>`
  display: block;
  width: 100%;
  max-width: ${(p) => p.$width}px;
  height: auto;
  aspect-ratio: 4 / 5;
  object-fit: cover;
  object-position: top;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.color.surfaceAlt};
  box-shadow: ${(p) => p.theme.shadow};
`;
