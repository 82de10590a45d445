import styled from 'styled-components';
import { heldMotion, withoutScripts } from './held-motion.ts';

export const CarouselFrame = styled.div`
  position: relative;
  ${heldMotion}
  ${withoutScripts} {
    [data-motion-control] {
      display: none;
    }
  }
`;

export const Toolbar = styled.div<{ $overlay: boolean }>`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 12px;
  ${(p) => p.$overlay && 'position: absolute; z-index: 2; right: 12px; bottom: 12px; margin: 0;'}
`;

export const NavButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border-radius: 22px;
  cursor: pointer;
  font: inherit;
  font-size: 1.6rem;
  line-height: 1;
  border: 2px solid ${(p) => p.theme.color.primary};
  background: #fff;
  color: ${(p) => p.theme.color.primary};
  &:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
`;
