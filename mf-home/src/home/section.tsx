import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

type Props = {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  minHeight?: number;
  className?: string;
};

export function Section({ title, children, action, minHeight = 0, className }: Props) {
  const id = useId();
  return (
    <Block aria-labelledby={id} $minHeight={minHeight} className={className}>
      <Head>
        <h2 id={id}>{title}</h2>
        {action}
      </Head>
      {children}
    </Block>
  );
}

const Block = styled.section<{ $minHeight: number }>`
  min-height: ${(p) => p.$minHeight}px;
  min-width: 0;
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    color: ${(p) => p.theme.color.primary};
    font-size: clamp(1.3rem, 2.5vw, 1.7rem);
  }
  h2::after {
    content: '';
    display: block;
    width: 56px;
    height: 3px;
    margin-top: 6px;
    background: ${(p) => p.theme.color.accent};
  }
`;

export const Column = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
`;

/** The targets are pages or files, so they stay links. */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 18px;
  border-radius: 22px;
  font-weight: 600;
  text-decoration: none;
  background: ${(p) => p.theme.color.primary};
  color: #fff !important;
  &:hover {
    background: ${(p) => p.theme.color.primaryDark};
  }
`;
