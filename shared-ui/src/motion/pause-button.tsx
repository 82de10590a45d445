import styled, { css } from 'styled-components';
// By path: an island uses it without the runtime entry (028).
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
  const action = playing ? 'Pause' : 'Play';
  return (
    <Button
      type="button"
      onClick={onToggle}
      aria-label={`${action} ${label}`}
      $tone={tone}
      $round={round}
      data-motion-control
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
      </svg>
      {!round && <span>{action}</span>}
    </Button>
  );
}

const Button = styled.button<{ $tone: 'light' | 'dark'; $round: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
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
  /* On phones the icon alone (the name stays in aria-label) leaves room for the moving text. */
  ${below('sm')} {
    padding: 0;
    span {
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
