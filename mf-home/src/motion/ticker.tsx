import { useEffect, useRef, type ReactNode } from 'react';
import { below } from '@school/shared-ui/runtime';
import { STAY_TUNED } from '@school/shared-ui/kit';
import { Marquee } from './marquee.ts';
import styled from 'styled-components';
import { PauseButton } from '@school/shared-ui/kit';
import { useMotionControl } from './use-motion-control.ts';

type Props = {
  label: string;
  items: ReactNode[];
  speed?: number;
  tone?: 'primary' | 'light';
  /** The strip already takes the height it has with entries. */
  pending?: boolean;
  more?: ReactNode;
};

/** While focus is inside, the animation is off: the browser then scrolls each focused link into view (WCAG 2.4.11). */
export function Ticker({ label, items, speed = 40, tone = 'primary', pending = false, more }: Props) {
  const motion = useMotionControl();
  const ref = useRef<HTMLDivElement>(null);

  const track = useRef<HTMLDivElement>(null);

  // The library renders its content twice for a seamless loop, on a render of its own after mounting:
  // watch for it, so the copy is never read or focused twice.
  useEffect(() => {
    const root = track.current;
    if (!root) return;
    const hideCopies = () =>
      root
        .querySelectorAll<HTMLElement>('.rfm-marquee-container > .rfm-marquee:not(:first-of-type)')
        .forEach((copy) => {
          if (copy.inert) return;
          copy.setAttribute('aria-hidden', 'true');
          copy.inert = true;
        });
    hideCopies();
    const observer = new MutationObserver(hideCopies);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!motion.focused && ref.current) ref.current.scrollLeft = 0;
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
  return (
    // The reel fills in on a render of its own: the strip keeps its full height meanwhile.
    <Strip $tone={tone} $full>
      <Label>{label}</Label>
      <Track ref={track} {...motion.regionProps} $focused={motion.focused}>
        <Marquee ref={ref} play={motion.running} speed={speed}>
          {items}
        </Marquee>
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
  /* Room for the focus outline of a link, which the overflow box would otherwise clip. */
  .rfm-marquee-container {
    padding: 6px 4px;
  }
  ${(p) => p.$focused && '.rfm-marquee { animation: none !important; } .rfm-marquee-container { overflow-x: auto; }'}
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
`;
