import type { MouseEvent } from 'react';
import styled from 'styled-components';

type Props = {
  onRetry: () => void;
  /** Where Retry leads without JavaScript (the page itself, asked again); with it, Retry works in place. */
  href?: string | undefined;
};

export function SectionUnavailable({ onRetry, href }: Props) {
  const retryInPlace = (event: MouseEvent) => {
    // A click meant for a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onRetry();
  };
  return (
    <Panel role="region" aria-labelledby="section-unavailable-title" data-testid="section-unavailable">
      <h2 id="section-unavailable-title">This section is unavailable</h2>
      <p>This part of the site could not be loaded just now. The rest of the site still works.</p>
      {href === undefined ? (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      ) : (
        <a href={href} onClick={retryInPlace}>
          Retry
        </a>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 640px;
  margin: 48px auto;
  padding: 24px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.color.surfaceAlt};
  text-align: center;
  h2 {
    margin-top: 0;
    color: ${(p) => p.theme.color.primary};
  }
  button,
  a {
    display: inline-flex;
    align-items: center;
    font: inherit;
    padding: 10px 24px;
    border-radius: 6px;
    border: none;
    cursor: pointer;
    background: ${(p) => p.theme.color.primary};
    color: #fff;
    min-height: 44px;
    box-sizing: border-box;
    text-decoration: none;
  }
`;
