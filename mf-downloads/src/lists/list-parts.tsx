import styled, { css } from 'styled-components';

export const PageBody = styled.section`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px 48px;
`;

export const CardFrame = styled.article`
  height: 100%;
  display: flex;
  overflow: hidden;
  background: #fff;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  h2 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const actionStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 8px 14px;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  font-size: 0.95rem;
  cursor: pointer;
  text-decoration: none;
  border: 2px solid ${(p) => p.theme.color.primary};
  background: #fff;
  color: ${(p) => p.theme.color.primary};
  &:hover {
    background: ${(p) => p.theme.color.primary};
    color: #fff;
  }
  svg {
    flex: none;
  }
`;
