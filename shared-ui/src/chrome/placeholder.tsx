import styled from 'styled-components';

export const STAY_TUNED = 'Stay Tuned For More Updates';

export function EmptyState({ message = STAY_TUNED }: { message?: string }) {
  return (
    <Empty role="status">
      <p>{message}</p>
    </Empty>
  );
}

const Empty = styled.div`
  padding: 32px 16px;
  text-align: center;
  color: ${(p) => p.theme.color.muted};
  border: 1px dashed ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius};
  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;
