import styled from 'styled-components';
import type { Birthday } from '@school/shared-api';
import { useApi } from '@school/shared-ui/runtime';
import { PERSON_PHOTO_WIDTH } from '../kiosk/constants.ts';
import { DummyAvatar } from '../ui/default-art.tsx';
import { hideBroken } from '../ui/hide-broken.ts';

export function PersonCard({ person, size }: { person: Birthday; size: 'large' | 'small' }) {
  const api = useApi();
  const photo = person.attachments[0];
  return (
    <Card $size={size}>
      <Photo $size={size}>
        {photo ? (
          <img
            src={api.imageUrl(photo, { width: PERSON_PHOTO_WIDTH })}
            alt=""
            width={400}
            height={400}
            onError={hideBroken}
          />
        ) : (
          <DummyAvatar />
        )}
      </Photo>
      <Text>
        <h3>{person.name}</h3>
        {person.class && <p>{person.class}</p>}
      </Text>
    </Card>
  );
}

const Card = styled.article<{ $size: 'large' | 'small' }>`
  display: flex;
  flex-direction: ${(p) => (p.$size === 'large' ? 'row' : 'column')};
  align-items: center;
  justify-content: center;
  gap: 2vmin;
  min-height: 0;
  padding: 1.6vmin;
  background: #fff;
  border-radius: 1vmin;
  box-shadow: ${(p) => p.theme.shadow};
  text-align: ${(p) => (p.$size === 'large' ? 'left' : 'center')};
  h3 {
    margin: 0;
    font-size: ${(p) => (p.$size === 'large' ? 'clamp(1.1rem, 3.2vmin, 3.2rem)' : 'clamp(1rem, 2.4vmin, 2.4rem)')};
    line-height: 1.2;
    color: ${(p) => p.theme.color.primary};
  }
  p {
    margin: 0.5vmin 0 0;
    font-size: ${(p) => (p.$size === 'large' ? 'clamp(1rem, 2.4vmin, 2.4rem)' : 'clamp(0.9rem, 1.9vmin, 1.9rem)')};
    color: ${(p) => p.theme.color.muted};
  }
  @media (max-width: 600px) {
    flex-direction: row;
    justify-content: flex-start;
    text-align: left;
    padding: 8px;
    gap: 8px;
  }
`;
const Text = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;
const Photo = styled.div<{ $size: 'large' | 'small' }>`
  flex: none;
  width: ${(p) => (p.$size === 'large' ? '18vmin' : '12vmin')};
  aspect-ratio: 1;
  border-radius: 50%;
  overflow: hidden;
  border: 0.5vmin solid ${(p) => p.theme.color.accent};
  @media (max-width: 600px) {
    width: ${(p) => (p.$size === 'large' ? '14vmin' : '10vmin')};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
