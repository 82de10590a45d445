import styled from 'styled-components';

export const Dialog = styled.dialog`
  width: min(640px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: 20px 24px 24px;
  overflow: auto;
  border: none;
  border-radius: ${(p) => p.theme.radius};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
  &::backdrop {
    background: rgba(20, 8, 10, 0.6);
  }
  h2 {
    margin: 0 0 12px;
    padding-right: 96px;
    color: ${(p) => p.theme.color.primary};
    font-size: 1.4rem;
  }
  h3 {
    margin: 0 0 10px;
    font-size: 1.2rem;
  }
  p {
    margin: 12px 0;
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  top: 14px;
  right: 16px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 14px;
  border-radius: 22px;
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  border: 2px solid ${(p) => p.theme.color.primary};
  background: #fff;
  color: ${(p) => p.theme.color.primary};
`;

export const EntryImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: 6px;
  background: ${(p) => p.theme.color.surfaceAlt};
`;

export const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

export const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  button {
    min-height: 44px;
    padding: 0 16px;
    border-radius: 22px;
    cursor: pointer;
    font: inherit;
    font-weight: 600;
    border: 2px solid ${(p) => p.theme.color.primary};
    background: #fff;
    color: ${(p) => p.theme.color.primary};
  }
`;
