import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { PauseButton } from '@school/shared-ui/kit';
import { useMotionControl } from './use-motion-control.ts';

type Props = {
  label: string;
  children: ReactNode;
  height: number;
  duration: number;
};

/** The reel and its copy move up by half their height, so the loop has no seam. */
export function VerticalMarquee({ label, children, height, duration }: Props) {
  const motion = useMotionControl();
  return (
    <div>
      <Window {...motion.regionProps} $height={height} $focused={motion.focused}>
        <Reel $duration={duration} $running={motion.running} $focused={motion.focused} data-testid="vertical-reel">
          <div>{children}</div>
          <div aria-hidden="true" inert>
            {children}
          </div>
        </Reel>
      </Window>
      <Controls>
        <PauseButton playing={motion.playing} onToggle={motion.toggle} label={label} />
      </Controls>
    </div>
  );
}

const scrollUp = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

const Window = styled.div<{ $height: number; $focused: boolean }>`
  height: ${(p) => p.$height}px;
  overflow: ${(p) => (p.$focused ? 'auto' : 'hidden')};
  position: relative;
`;
const Reel = styled.div<{ $duration: number; $running: boolean; $focused: boolean }>`
  animation: ${scrollUp} ${(p) => p.$duration}s linear infinite;
  animation-play-state: ${(p) => (p.$running ? 'running' : 'paused')};
  ${(p) => p.$focused && 'animation: none; > [aria-hidden] { display: none; }'}
`;
const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: 8px;
`;
