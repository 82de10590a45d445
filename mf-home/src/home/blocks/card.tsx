import styled from 'styled-components';
import { pictureUrls, type PictureSource } from '@school/shared-api/pictures';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  background: #fff;
  box-shadow: ${(p) => p.theme.shadow};
  .body {
    display: flex;
    flex-direction: column;
    gap: 6px;
    flex: 1;
    padding: 12px 14px 14px;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    color: ${(p) => p.theme.color.text};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.95rem;
  }
`;

export const CARD_SIZES = '(max-width: 480px) 100vw, (max-width: 992px) 50vw, 400px';

type PhotoProps = {
  /** Where the page's pictures come from (an island's props carry it); a stand-in needs none. */
  pictures?: PictureSource;
  path: string | undefined;
  fallback: string;
  alt: string;
  ratio: string;
  sizes?: string;
};

export function CardPhoto({ pictures, path, fallback, alt, ratio, sizes = CARD_SIZES }: PhotoProps) {
  const [w, h] = ratio.split('/').map((n) => Number(n.trim()) * 100);
  if (!path || !pictures) return <Photo src={fallback} alt={alt} width={w} height={h} $ratio={ratio} loading="lazy" />;
  const urls = pictureUrls(pictures);
  return (
    <Photo
      src={urls.imageUrl(path, { width: 400 })}
      srcSet={urls.imageSrcSet(path, 800)}
      sizes={sizes}
      alt={alt}
      width={w}
      height={h}
      $ratio={ratio}
      loading="lazy"
      decoding="async"
    />
  );
}

const Photo = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${(p) => p.$ratio};
  object-fit: cover;
  background: ${(p) => p.theme.color.surfaceAlt};
`;
