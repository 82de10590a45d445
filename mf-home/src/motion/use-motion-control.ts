import { useCallback, useState, type FocusEvent } from 'react';
import { useReducedMotion } from '@school/shared-ui/island';

/**
 * WCAG 2.2.2: the visitor's Pause or Play (`choice`, written as data-choice for the CSS in
 * held-motion.ts). It starts paused when reduced motion is preferred, until the visitor plays it.
 */
export function useMotionControl() {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [focused, setFocused] = useState(false);

  const playing = choice === null ? !reduced : choice === 'play';
  const toggle = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);

  // Where focus goes in and out of what moves (not its pause button).
  const regionProps = {
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { choice, playing, focused, toggle, regionProps };
}
