import styled from 'styled-components';
import { below } from '@school/shared-ui/island';

export const CalendarBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${below('md')} {
    grid-template-columns: 1fr;
  }
`;

export const MonthNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border-radius: 22px;
    cursor: pointer;
    font-size: 1.5rem;
    line-height: 1;
    border: 2px solid ${(p) => p.theme.color.primary};
    background: #fff;
    color: ${(p) => p.theme.color.primary};
  }
`;

export const MonthTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  text-align: center;
  th {
    padding: 8px 0;
    font-size: 0.9rem;
    color: ${(p) => p.theme.color.muted};
  }
  abbr {
    text-decoration: none;
  }
  td {
    position: relative;
    height: 44px;
    border: 1px solid ${(p) => p.theme.color.border};
  }
  td[aria-current='date'] {
    background: ${(p) => p.theme.color.primary};
    color: #fff;
    font-weight: 700;
  }
  td[data-event]::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: 5px;
    width: 7px;
    height: 7px;
    margin-left: -3.5px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.accentText};
  }
  td[aria-current='date'][data-event]::after {
    background: #fff;
  }
`;

export const DayList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    display: flex;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  strong {
    flex: none;
    width: 2.2em;
    color: ${(p) => p.theme.color.primary};
  }
`;

export const CalendarButton = styled.button`
  min-height: 44px;
  padding: 8px 18px;
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
