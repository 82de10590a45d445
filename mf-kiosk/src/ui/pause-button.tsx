import styled from 'styled-components';

/**
 * WCAG 2.2.2: everything that moves on the kiosk stops with this button. Small and in a corner
 * so it does not distract from the content, but always there, focusable and 44 px.
 */
export function PauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <Button type="button" onClick={onToggle} aria-label={paused ? 'Play slideshow' : 'Pause slideshow'} data-testid="kiosk-pause">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {paused ? <path d="M7 4.5v15l13-7.5z" fill="currentColor" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />}
      </svg>
    </Button>
  );
}

const Button = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid #fff;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primaryDark};
  color: #fff;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 3px;
  }
`;
