import styled from 'styled-components';
import { below } from '@school/shared-ui/runtime';

export const PageBody = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 32px 16px 48px;
  h2 {
    color: ${(p) => p.theme.color.primary};
    font-size: 1.4rem;
    margin: 32px 0 12px;
  }
  p,
  li {
    line-height: 1.7;
  }
`;

export const ArticleLayout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: 32px;
  align-items: start;
  grid-template-columns: ${(p) => (p.$withImage ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 72ch)')};
  justify-content: center;
  figure {
    grid-column: 2;
    grid-row: 1;
  }
  .prose {
    grid-column: 1;
    grid-row: 1;
  }
  ${below('sm')} {
    grid-template-columns: 1fr;
    figure,
    .prose {
      grid-column: 1;
      grid-row: auto;
    }
  }
`;

export const Figure = styled.figure`
  margin: 0;
  position: sticky;
  top: 16px;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  ${below('sm')} {
    position: static;
    img {
      aspect-ratio: 3 / 2;
    }
  }
`;

export const PhotoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  figure {
    margin: 0;
    height: 100%;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius};
    overflow: hidden;
    background: #fff;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  figcaption {
    padding: 10px 12px;
  }
  figcaption strong {
    display: block;
    color: ${(p) => p.theme.color.primary};
  }
`;
