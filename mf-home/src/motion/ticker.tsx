import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { below } from '@school/shared-ui/runtime';
import { PauseButton, STAY_TUNED } from '@school/shared-ui/kit';
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
 * The entries are the server's HTML; the browser sets them moving (a CSS animation) once it has
 * measured them, and adds the copy that makes the loop seamless. While focus is inside, the
 * animation is off: the browser then scrolls each focused link into view (WCAG 2.4.11).
 */
export function Ticker({ label, items, speed = 40, tone = 'primary', pending = false, more }: Props) {
  const motion = useMotionControl();
  const track = useRef<HTMLDivElement>(null);
  const reel = useRef<HTMLDivElement>(null);
  const duration = useReelDuration(reel, speed, items.length > 0);

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
  const moving = duration !== undefined && !motion.focused;
  const style = moving ? { animationDuration: `${duration}s` } : undefined;
  return (
    <Strip $tone={tone} $full>
      <Label>{label}</Label>
      <Track ref={track} {...motion.regionProps} $focused={motion.focused}>
        <Reel ref={reel} data-testid="ticker-reel" $moving={moving} $running={motion.running} style={style}>
          {items}
        </Reel>
        {moving && (
          <Reel aria-hidden="true" inert $moving $running={motion.running} style={style}>
            {items}
          </Reel>
        )}
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

/** Seconds a reel takes to pass by its own width; undefined until the browser has laid it out. */
function useReelDuration(reel: RefObject<HTMLElement | null>, speed: number, shown: boolean): number | undefined {
  const [duration, setDuration] = useState<number>();
  useEffect(() => {
    const element = reel.current;
    if (!shown || !element) return;
    const measure = () => setDuration(Math.max(element.offsetWidth, 1) / speed);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [reel, speed, shown]);
  return duration;
}

/** Without JavaScript nothing moves: every entry shows, on as many lines as it takes, and no Pause button. */
const withoutScripts = '@media (scripting: none)';

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
const Track = styled.div<{ $focused: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  overflow: ${(p) => (p.$focused ? 'auto hidden' : 'hidden')};
  /* Room for the focus outline of a link, which the overflow box would otherwise clip. */
  padding: 6px 4px;
  ${withoutScripts} {
    overflow: visible;
  }
`;
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;
const Reel = styled.div<{ $moving: boolean; $running: boolean }>`
  flex: none;
  min-width: 100%;
  display: flex;
  align-items: center;
  ${(p) =>
    p.$moving &&
    css`
      animation: ${scroll} 1s linear infinite;
      animation-play-state: ${p.$running ? 'running' : 'paused'};
    `}
  ${withoutScripts} {
    flex: 1;
    min-width: 0;
    flex-wrap: wrap;
    row-gap: 8px;
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
