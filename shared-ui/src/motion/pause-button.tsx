import styled, { css } from 'styled-components';
// By path: an island uses it without the runtime entry (028).
import { useHydrated } from '../islands/use-hydrated.ts';
import { below } from '../theme.ts';

type Props = {
  playing: boolean;
  onToggle: () => void;
  label: string;
  tone?: 'light' | 'dark';
  round?: boolean;
};

/** WCAG 2.2.2: every moving block carries one. */
export function PauseButton({ playing, onToggle, label, tone = 'dark', round = false }: Props) {
  // Before the page wakes, CSS holds the motion where reduced motion is preferred (held-motion.ts), and
  // the button says Play there too: a tap made then is replayed as what the visitor read.
  const faces = useHydrated() || !playing ? [playing] : [true, false];
  return (
    <Button type="button" onClick={onToggle} $tone={tone} $round={round} data-motion-control>
      {faces.map((face) => {
        const action = face ? 'Pause' : 'Play';
        return (
          <Face key={action} data-face={faces.length > 1 ? (face ? 'motion' : 'reduced') : undefined}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {face ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
            </svg>
            {!round && (
              <span className="action" aria-hidden="true">
                {action}
              </span>
            )}
            <span className="visually-hidden">{`${action} ${label}`}</span>
          </Face>
        );
      })}
    </Button>
  );
}

const Face = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  &[data-face='reduced'] {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-face='motion'] {
      display: none;
    }
    &[data-face='reduced'] {
      display: inline-flex;
    }
  }
`;

const Button = styled.button<{ $tone: 'light' | 'dark'; $round: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 22px;
  cursor: pointer;
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  border: 2px solid ${(p) => (p.$tone === 'light' ? '#fff' : p.theme.color.primary)};
  background: ${(p) => (p.$tone === 'light' ? 'transparent' : '#fff')};
  color: ${(p) => (p.$tone === 'light' ? '#fff' : p.theme.color.primary)};
  svg {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  &:hover {
    background: ${(p) => (p.$tone === 'light' ? 'rgba(255,255,255,.15)' : p.theme.color.surfaceAlt)};
  }
  /* On phones the icon alone (the name stays in its hidden text) leaves room for the moving text. */
  ${below('sm')} {
    padding: 0;
    .action {
      display: none;
    }
  }
  ${(p) => p.$round && roundLook}
`;
const roundLook = css`
  width: 44px;
  height: 44px;
  padding: 0;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primaryDark};
  svg {
    width: 20px;
    height: 20px;
  }
  &:hover {
    background: ${(p) => p.theme.color.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 3px;
  }
`;
