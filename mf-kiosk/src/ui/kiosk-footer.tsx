import styled from 'styled-components';
import { PauseButton } from '@school/shared-ui/kit';
import { SLIDE_COUNT } from '../kiosk/constants.ts';

type Props = { slide: number; message: string; paused: boolean; onTogglePause: () => void };

export function KioskFooter({ slide, message, paused, onTogglePause }: Props) {
  return (
    <Bar>
      <Status role="status">{message}</Status>
      <Dots aria-hidden="true">
        {Array.from({ length: SLIDE_COUNT }, (_, i) => (
          <span key={i} data-current={i === slide} />
        ))}
      </Dots>
      <Controls>
        <PauseButton playing={!paused} onToggle={onTogglePause} label="slideshow" tone="light" round />
      </Controls>
    </Bar>
  );
}

const Bar = styled.footer`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 2vmin;
  padding: 0.8vmin 3vmin;
  min-height: 60px;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
`;
const Status = styled.p`
  margin: 0;
  font-size: clamp(0.9rem, 1.8vmin, 1.6rem);
`;
const Dots = styled.div`
  display: flex;
  gap: 1.2vmin;
  span {
    width: 1.4vmin;
    height: 1.4vmin;
    min-width: 10px;
    min-height: 10px;
    border-radius: 50%;
    border: 2px solid #fff;
  }
  span[data-current='true'] {
    background: #fff;
  }
`;
const Controls = styled.div`
  justify-self: end;
`;
