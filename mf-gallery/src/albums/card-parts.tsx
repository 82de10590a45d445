import styled from 'styled-components';

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  transition: opacity 0.15s;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: #fff;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
`;

export const DateBadge = styled.p`
  position: absolute;
  top: 10px;
  left: 10px;
  margin: 0;
  min-width: 52px;
  padding: 4px 8px;
  text-align: center;
  line-height: 1.1;
  border-radius: 6px;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
  .day {
    display: block;
    font-size: 1.35rem;
    font-weight: 700;
  }
  .month {
    display: block;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export const HiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const PageBody = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px 48px;
`;
