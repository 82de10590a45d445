import { css } from 'styled-components';

/**
 * Inside a moving block, what moves ([data-moving]) holds while the visitor's choice (data-choice on
 * the block) is Pause, and while reduced motion is preferred until they choose Play: CSS, so it
 * holds before any script runs (decision record 028).
 */
export const heldMotion = css`
  &[data-choice='pause'] [data-moving] {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    &:not([data-choice='play']) [data-moving] {
      animation-play-state: paused;
    }
  }
`;

/** Without JavaScript no Pause button can work: what moves stands still or shows whole. */
export const withoutScripts = '@media (scripting: none)';
