import styled from 'styled-components';
import { pictureUrls, type PictureSource } from '@school/shared-api/pictures';
import dummyStudent from '../../assets/person-silhouette.svg';
import { Card, CARD_SIZES } from './card.tsx';

export type Person = { key: string; name: string; photo: string | undefined; lines: string[] };

export function PersonCard({ person, pictures }: { person: Person; pictures: PictureSource }) {
  const { name, photo, lines } = person;
  const urls = pictureUrls(pictures);
  return (
    <Card>
      <PersonPhoto
        src={photo ? urls.imageUrl(photo, { width: 400 }) : dummyStudent}
        srcSet={photo && urls.imageSrcSet(photo, 800)}
        alt={photo ? `Photo of ${name}` : ''}
      />
      <div className="body">
        <h3>{name}</h3>
        {lines.filter(Boolean).map((l) => (
          <p key={l} className="muted">
            {l}
          </p>
        ))}
      </div>
    </Card>
  );
}

export function PersonPhoto({ src, srcSet, alt }: { src: string; srcSet?: string | undefined; alt: string }) {
  return (
    <Portrait
      src={src}
      srcSet={srcSet}
      sizes={srcSet && CARD_SIZES}
      alt={alt}
      width={240}
      height={300}
      loading="lazy"
      decoding="async"
    />
  );
}

const Portrait = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  max-height: 260px;
  object-fit: cover;
  object-position: top;
  background: ${(p) => p.theme.color.surfaceAlt};
`;
