// Only the newcomer is animated, by CSS, so no timer exists to clean up.
import { css, keyframes } from 'styled-components';
import { FADE_MS } from '../kiosk/constants.ts';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const fadeInOnMount = css`
  animation: ${fadeIn} ${FADE_MS}ms ease-in-out both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
