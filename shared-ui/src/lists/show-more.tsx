import styled from 'styled-components';

/** The button under a paged list; says how many entries are left so the end is predictable. */
export function ShowMore({
  shown,
  total,
  noun,
  onClick,
}: {
  shown: number;
  total: number;
  noun: string;
  onClick: () => void;
}) {
  return (
    <Footer>
      <p>
        Showing {shown} of {total} {noun}
      </p>
      <button type="button" onClick={onClick}>
        Show more
      </button>
    </Footer>
  );
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 32px 0 8px;
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
  button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 10px 28px;
    border-radius: 6px;
    cursor: pointer;
    border: 2px solid ${(p) => p.theme.color.primary};
    background: #fff;
    color: ${(p) => p.theme.color.primary};
  }
  button:hover {
    background: ${(p) => p.theme.color.primary};
    color: #fff;
  }
`;
