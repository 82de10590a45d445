import styled from 'styled-components';

export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel role="region" aria-labelledby="section-unavailable-title" data-testid="section-unavailable">
      <h2 id="section-unavailable-title">This section is unavailable</h2>
      <p>This part of the site could not be loaded just now. The rest of the site still works.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
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
  button {
    font: inherit;
    padding: 10px 24px;
    border-radius: 6px;
    border: none;
    cursor: pointer;
    background: ${(p) => p.theme.color.primary};
    color: #fff;
    min-height: 44px;
  }
`;
