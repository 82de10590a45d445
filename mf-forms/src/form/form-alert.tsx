import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/** unknown: a post that may have arrived, its answer never came. */
export type Outcome = { tone: 'success' | 'error' | 'unknown'; message: string; focus?: boolean; next?: ReactNode };

/** With `focus`, the box takes focus too, which scrolls it into view on a phone where the button is far below. */
export function FormAlert({ outcome, id }: { outcome: Outcome | null; id?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome?.focus) box.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <Box
      ref={box}
      id={id}
      tabIndex={-1}
      role={outcome.tone === 'success' ? 'status' : 'alert'}
      data-tone={outcome.tone}
    >
      {outcome.message}
      {outcome.next && <Next>{outcome.next}</Next>}
    </Box>
  );
}

const Box = styled.div`
  padding: 12px 16px;
  border-radius: 6px;
  border-left: 6px solid;
  font-weight: 600;
  &[data-tone='success'] {
    color: ${(p) => p.theme.color.success};
    background: #e9f5ec;
    border-color: ${(p) => p.theme.color.success};
  }
  &[data-tone='error'] {
    color: ${(p) => p.theme.color.danger};
    background: #fdecea;
    border-color: ${(p) => p.theme.color.danger};
  }
  &[data-tone='unknown'] {
    color: #5a3d00;
    background: #fff4d6;
    border-color: #b07800;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

const Next = styled.p`
  margin: 8px 0 0;
  font-weight: 400;
  color: ${(p) => p.theme.color.text};
  a {
    font-weight: 600;
  }
`;
