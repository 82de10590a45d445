import { useMemo, useRef, type ReactNode } from 'react';
import styled, { css, keyframes, type Keyframes } from 'styled-components';
import { PauseButton } from '@school/shared-ui/island';
import { copiesFor, jumpTime, loopKeyframes, perViewRules, type PerViewRule } from './carousel-motion.ts';
import { CarouselFrame, NavButton, Toolbar } from './carousel-styles.ts';
import { withoutScripts } from './held-motion.ts';
import type { SlideLayout } from './slides-per-view.ts';
import { useMotionControl } from './use-motion-control.ts';

export type Slide = { key: string; content: ReactNode };

const SWIPE_THRESHOLD_PX = 40;

type Props = {
  label: string;
  slides: Slide[];
  layout: SlideLayout;
  delay?: number;
  speed?: number;
  gap?: number;
  overlayControls?: boolean;
};

/**
 * Autoplay, loop and pause are CSS, in the server's HTML: the slides move before any script runs,
 * and hold on hover, on keyboard focus and while reduced motion is preferred (until Play). Once the
 * page is awake, Previous, Next and a swipe jump the animation to the slide before or after.
 */
export function Carousel({
  label,
  slides,
  layout,
  delay = 2000,
  speed = 1000,
  gap = 16,
  overlayControls = false,
}: Props) {
  const motion = useMotionControl();
  const track = useRef<HTMLDivElement>(null);
  const pressedAt = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = slides.length;
  const loop = useMemo(() => keyframes`${loopKeyframes(count, { delay, speed }, gap)}`, [count, delay, speed, gap]);
  const rules = useMemo(() => perViewRules(layout, count), [layout, count]);

  const go = (by: 1 | -1) => {
    const animation = track.current?.getAnimations?.()[0];
    if (!animation || count < 2) return;
    animation.currentTime = jumpTime(Number(animation.currentTime ?? 0), count, { delay, speed }, by);
  };

  return (
    <CarouselFrame data-choice={motion.choice ?? undefined}>
      <Toolbar $overlay={overlayControls}>
        <NavButton type="button" aria-label={`Previous ${label}`} onClick={() => go(-1)}>
          ‹
        </NavButton>
        <PauseButton playing={motion.playing} onToggle={motion.toggle} label={label} />
        <NavButton type="button" aria-label={`Next ${label}`} onClick={() => go(1)}>
          ›
        </NavButton>
      </Toolbar>
      <Viewport
        onPointerDown={(e) => {
          pressedAt.current = e.isPrimary ? e.clientX : null;
          swiped.current = false;
        }}
        onPointerUp={(e) => {
          const from = pressedAt.current;
          pressedAt.current = null;
          if (from === null || Math.abs(e.clientX - from) <= SWIPE_THRESHOLD_PX) return;
          swiped.current = true;
          go(e.clientX < from ? 1 : -1);
        }}
        // A swipe that ends on a link is not a tap on it.
        onClickCapture={(e) => {
          if (swiped.current) e.preventDefault();
          swiped.current = false;
        }}
      >
        <Track
          ref={track}
          data-carousel-track
          data-moving=""
          $loop={loop}
          $rules={rules}
          $gap={gap}
          $period={count * (delay + speed)}
        >
          {slides.map((s, i) => (
            <SlideBox
              key={s.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${label} ${i + 1} of ${count}`}
            >
              {s.content}
            </SlideBox>
          ))}
          {slides.slice(0, copiesFor(count, layout)).map((s) => (
            <SlideBox key={`copy:${s.key}`} aria-hidden="true" inert data-copy="">
              {s.content}
            </SlideBox>
          ))}
        </Track>
      </Viewport>
    </CarouselFrame>
  );
}

const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y;
  &:hover [data-moving],
  &:focus-within [data-moving] {
    animation-play-state: paused;
  }
  ${withoutScripts} {
    overflow-x: auto;
    scroll-snap-type: x mandatory;
  }
`;

type TrackProps = { $loop: Keyframes; $rules: PerViewRule[]; $gap: number; $period: number };

const Track = styled.div<TrackProps>`
  display: flex;
  gap: ${(p) => p.$gap}px;
  ${(p) => css`
    animation: ${p.$loop} ${p.$period}ms ease infinite;
  `}
  ${(p) =>
    p.$rules.map(
      ({ maxWidth, perView, moves }) => css`
        ${maxWidth === undefined ? '&' : `@media (max-width: ${maxWidth}px)`} {
          --per: ${perView};
          animation-name: ${moves ? p.$loop : 'none'};
        }
      `,
    )}
  > * {
    flex: 0 0 calc((100% - (var(--per) - 1) * ${(p) => p.$gap}px) / var(--per));
  }
  ${withoutScripts} {
    animation: none;
    > * {
      scroll-snap-align: start;
    }
    > [data-copy] {
      display: none;
    }
  }
`;

/** Equal-height cards: a slide stretches its card to the tallest one. */
const SlideBox = styled.div`
  display: flex;
  min-width: 0;
  > * {
    flex: 1;
    min-width: 0;
  }
`;
