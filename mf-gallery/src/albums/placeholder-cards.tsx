import styled from 'styled-components';
import { STAY_TUNED } from '@school/shared-ui/island';
import { Card, CardGrid } from './card-parts.tsx';
import { CoverImage } from './cover-image.tsx';

export const PLACEHOLDER_COUNT = 4;

export function PlaceholderCards({ busy }: { busy: boolean }) {
  return (
    <CardGrid aria-busy={busy} data-testid="placeholder-cards">
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
        <Card key={i}>
          <CoverImage picture={undefined} alt="" />
          <Body>
            <p className="count">0 Photos</p>
            <h2>{STAY_TUNED}</h2>
          </Body>
        </Card>
      ))}
    </CardGrid>
  );
}

const Body = styled.div`
  padding: 14px 16px 16px;
  .count {
    margin: 0 0 6px;
    font-size: 0.9rem;
    color: ${(p) => p.theme.color.muted};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
    color: ${(p) => p.theme.color.muted};
  }
`;
