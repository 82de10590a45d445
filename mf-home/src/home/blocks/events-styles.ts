import styled from 'styled-components';

export const DateBadge = styled.p`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 4px;
  font-weight: 700;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
`;

export const EventButton = styled.button`
  align-self: flex-start;
  margin-top: auto;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 22px;
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  border: 2px solid ${(p) => p.theme.color.primary};
  background: #fff;
  color: ${(p) => p.theme.color.primary};
  &:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
`;
