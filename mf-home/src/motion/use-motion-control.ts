import { useCallback, useState, type FocusEvent } from 'react';
import { useReducedMotion } from '@school/shared-ui/kit';

/** WCAG 2.2.2: starts paused when reduced motion is preferred, and only the visitor can start it again. */
export function useMotionControl() {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice === null ? !reduced : choice === 'play';
  const toggle = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);

  // Not on its pause button: a focused Play button must not hold the motion it has just started.
  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { playing, running: playing && !hovered && !focused, focused, toggle, regionProps };
}

export type MotionControl = ReturnType<typeof useMotionControl>;
