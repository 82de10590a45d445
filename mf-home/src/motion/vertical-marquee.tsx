import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { PauseButton } from '@school/shared-ui/island';
import { heldMotion } from './held-motion.ts';
import { useMotionControl } from './use-motion-control.ts';

type Props = {
  label: string;
  children: ReactNode;
  height: number;
  duration: number;
};

/**
 * The reel and its copy move up by half their height, so the loop has no seam: CSS, moving before
 * any script runs (decision record 028). It holds on hover; with focus inside it stands still and
 * scrolls, so the browser can bring each focused link into view.
 */
export function VerticalMarquee({ label, children, height, duration }: Props) {
  const motion = useMotionControl();
  return (
    <Block data-choice={motion.choice ?? undefined}>
      <Window $height={height}>
        <Reel $duration={duration} data-moving="" data-testid="vertical-reel">
          <div>{children}</div>
          <div aria-hidden="true" inert data-copy="">
            {children}
          </div>
        </Reel>
      </Window>
      <Controls>
        <PauseButton playing={motion.playing} onToggle={motion.toggle} label={label} />
      </Controls>
    </Block>
  );
}

const scrollUp = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

const Block = styled.div`
  ${heldMotion}
`;
const Window = styled.div<{ $height: number }>`
  height: ${(p) => p.$height}px;
  overflow: hidden;
  position: relative;
  &:hover [data-moving] {
    animation-play-state: paused;
  }
  &:focus-within {
    overflow: auto;
    [data-moving] {
      animation: none;
    }
    [data-copy] {
      display: none;
    }
  }
`;
const Reel = styled.div<{ $duration: number }>`
  animation: ${scrollUp} ${(p) => p.$duration}s linear infinite;
`;
const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: 8px;
`;
