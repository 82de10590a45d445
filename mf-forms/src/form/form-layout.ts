import styled from 'styled-components';

export const Card = styled.section`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 24px;
  h2 {
    margin: 0 0 8px;
    color: ${(p) => p.theme.color.primary};
    font-size: 1.4rem;
  }
`;

export const Note = styled.p`
  margin: 0 0 8px;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.95rem;
`;

/** aria-disabled rather than disabled while sending: a disabled button drops keyboard focus. */
export const SubmitButton = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 48px;
  padding: 10px 24px;
  margin-top: 4px;
  border: none;
  border-radius: 6px;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.primaryDark};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

export const PageBody = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 32px 16px 48px;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: ${(p) => p.theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);
    padding-top: 20px;
  }
`;
