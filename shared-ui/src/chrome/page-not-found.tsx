import styled from 'styled-components';
import { Link } from '@school/shared-ui/runtime';
import { href } from '../site-map/site-map.ts';
import { PageHeader } from './page-header.tsx';

/** A path the shell sends to a remote that the remote does not serve shows this, never a blank region. */
export function PageNotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <Body data-testid="page-not-found">
        <p>
          The page you asked for does not exist. <Link to={href('home')}>Go to the home page</Link>.
        </p>
      </Body>
    </>
  );
}

const Body = styled.section`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 32px 16px;
  font-size: 1.1rem;
`;
