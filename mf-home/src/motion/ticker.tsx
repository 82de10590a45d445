import { isValidElement, useEffect, useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { below, PauseButton, STAY_TUNED } from '@school/shared-ui/island';
import { heldMotion, withoutScripts } from './held-motion.ts';
import { useMotionControl } from './use-motion-control.ts';

type Props = {
  label: string;
  items: ReactNode[];
  /** Pixels a second. */
  speed?: number;
  tone?: 'primary' | 'light';
  /** The strip already takes the height it has with entries. */
  pending?: boolean;
  more?: ReactNode;
};

/**
 * The entries and their looping copy are the server's HTML, moving with a CSS animation before any
 * script runs (decision record 028): it holds on hover, with the visitor's Pause and while reduced
 * motion is preferred. While focus is inside, the animation is off: the browser then scrolls each
 * focused link into view (WCAG 2.4.11).
 */
export function Ticker({ label, items, speed = 40, tone = 'primary', pending = false, more }: Props) {
  const motion = useMotionControl();
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!motion.focused && track.current) track.current.scrollLeft = 0;
  }, [motion.focused]);

  if (items.length === 0) {
    return (
      <Strip $tone={tone} $full={pending}>
        <Label>{label}</Label>
        <p>{STAY_TUNED}</p>
        {more && <More>{more}</More>}
      </Strip>
    );
  }
  const style = { animationDuration: `${reelSeconds(items, speed)}s` };
  return (
    <Strip $tone={tone} $full data-choice={motion.choice ?? undefined}>
      <Label>{label}</Label>
      <Track ref={track} {...motion.regionProps}>
        <Reel data-testid="ticker-reel" data-moving="" style={style}>
          {items}
        </Reel>
        <Reel aria-hidden="true" inert data-moving="" data-copy="" style={style}>
          {items}
        </Reel>
      </Track>
      {more && <More>{more}</More>}
      <PauseButton
        playing={motion.playing}
        onToggle={motion.toggle}
        label={label}
        tone={tone === 'primary' ? 'light' : 'dark'}
      />
    </Strip>
  );
}

// The server cannot measure a reel, and its animation runs before any script: its width is reckoned
// from its text, near enough for the speed a visitor reads at.
const CHAR_PX = 8.5;
const ENTRY_PX = 64;
const MIN_SECONDS = 8;

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** Seconds a reel takes to pass by its own width at `speed` pixels a second. */
export function reelSeconds(items: ReactNode[], speed: number): number {
  const width = textOf(items).length * CHAR_PX + items.length * ENTRY_PX;
  return Math.max(MIN_SECONDS, Math.round((width / speed) * 10) / 10);
}

const Strip = styled.div<{ $tone: 'primary' | 'light'; $full?: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 6px 12px;
  /* With entries the strip is 68 px high: 44 px links, 6 px padding around the reel and the strip. */
  ${(p) => p.$full && 'min-height: 68px;'}
  ${below('sm')} {
    gap: 8px;
    padding: 6px 8px;
  }
  background: ${(p) => (p.$tone === 'primary' ? p.theme.color.primary : p.theme.color.surfaceAlt)};
  color: ${(p) => (p.$tone === 'primary' ? '#fff' : p.theme.color.text)};
  a {
    color: inherit;
  }
  p {
    margin: 0;
  }
  :focus-visible {
    outline-color: ${(p) => (p.$tone === 'primary' ? '#fff' : p.theme.color.focus)};
  }
  ${heldMotion}
  ${withoutScripts} {
    [data-motion-control] {
      display: none;
    }
  }
  ${below('sm')} and (scripting: none) {
    flex-direction: column;
    align-items: stretch;
    h2 {
      align-self: flex-start;
    }
  }
`;
const Label = styled.h2`
  flex: none;
  margin: 0;
  padding: 6px 12px;
  border-radius: 4px;
  font-size: 1rem;
  font-family: inherit;
  background: ${(p) => p.theme.color.accent};
  color: #1f2328;
  ${below('sm')} {
    padding: 4px 8px;
    font-size: 0.9rem;
  }
`;
const More = styled.span`
  flex: none;
  font-weight: 600;
  white-space: nowrap;
  a {
    display: inline-block;
    padding: 10px 4px;
  }
  ${below('sm')} {
    font-size: 0.9rem;
  }
`;
const Track = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  overflow: hidden;
  /* Room for the focus outline of a link, which the overflow box would otherwise clip. */
  padding: 6px 4px;
  &:hover [data-moving] {
    animation-play-state: paused;
  }
  &:focus-within {
    overflow: auto hidden;
    [data-moving] {
      animation: none;
    }
    [data-copy] {
      display: none;
    }
  }
  ${withoutScripts} {
    overflow: visible;
  }
`;
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;
const Reel = styled.div`
  flex: none;
  min-width: 100%;
  display: flex;
  align-items: center;
  animation: ${scroll} 1s linear infinite;
  ${withoutScripts} {
    flex: 1;
    min-width: 0;
    flex-wrap: wrap;
    row-gap: 8px;
    animation: none;
    &[data-copy] {
      display: none;
    }
  }
`;

export const TickerItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 0 28px 0 0;
  white-space: nowrap;
  &::after {
    content: '◆';
    margin-left: 20px;
    font-size: 0.7em;
    opacity: 0.7;
  }
  a {
    display: inline-block;
    padding: 10px 0;
  }
  ${withoutScripts} {
    display: block;
    white-space: normal;
    small {
      margin-right: 6px;
    }
    a {
      display: inline;
      padding: 0;
    }
  }
`;
