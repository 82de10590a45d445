import styled from 'styled-components';
import { STAY_TUNED } from '@school/shared-ui/kit';

export const SlideHeading = styled.h2`
  margin: 0 0 1.5vmin;
  font-family: ${(p) => p.theme.font.heading};
  font-size: clamp(1.4rem, 4vmin, 4rem);
  color: ${(p) => p.theme.color.primary};
  text-align: center;
`;

export const PanelHeading = styled(SlideHeading)`
  font-size: clamp(1.2rem, 3.2vmin, 3.2rem);
`;

export function Placeholder({ message = STAY_TUNED }: { message?: string }) {
  return (
    <Empty role="status">
      <p>{message}</p>
    </Empty>
  );
}

const Empty = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  min-height: 12vmin;
  border: 0.3vmin dashed ${(p) => p.theme.color.border};
  border-radius: 1vmin;
  background: #fff;
  p {
    margin: 0;
    padding: 2vmin;
    font-size: clamp(1.1rem, 3vmin, 3rem);
    color: ${(p) => p.theme.color.muted};
    text-align: center;
  }
`;
