import styled from 'styled-components';
import { useApi } from '@school/shared-ui/runtime';
import dummyStudent from '../../assets/person-silhouette.svg';
import { Card, CARD_SIZES } from './card.tsx';

type Props = { name: string; attachments: string[]; lines: string[] };

export function PersonCard({ name, attachments, lines }: Props) {
  const api = useApi();
  const photo = attachments[0];
  return (
    <Card>
      <PersonPhoto
        src={photo ? api.imageUrl(photo, { width: 400 }) : dummyStudent}
        srcSet={photo && api.imageSrcSet(photo, 800)}
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
