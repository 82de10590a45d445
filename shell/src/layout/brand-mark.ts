import { css } from 'styled-components';

export const brandMark = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  color: #fff;
  text-decoration: none;
  svg {
    width: 48px;
    height: 48px;
    flex: none;
  }
  strong {
    display: block;
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.25rem;
  }
  small {
    display: block;
    font-size: 0.8rem;
    opacity: 0.9;
  }
  @media (max-width: 600px) {
    padding: 8px 12px;
    gap: 8px;
    svg {
      width: 40px;
      height: 40px;
    }
    strong {
      font-size: 1rem;
    }
    small {
      display: none;
    }
  }
`;
