import { useEffect } from 'react';
import styled from 'styled-components';
import { href, NOT_FOUND_TITLE, usePageTitle } from '@school/shared-ui/kit';
import { Link, markPageReady, type SchoolProfile } from '@school/shared-ui/runtime';

export function NotFound({ school }: { school: SchoolProfile }) {
  usePageTitle(NOT_FOUND_TITLE, school.name);
  useEffect(markPageReady, []);
  return (
    <Box>
      <h1>Unexpected Application Error!</h1>
      <p className="status">404 Not Found</p>
      <p>
        The page you asked for does not exist. <Link to={href('home')}>Go to the home page</Link>.
      </p>
    </Box>
  );
}

const Box = styled.section`
  max-width: 720px;
  margin: 48px auto;
  padding: 0 16px;
  h1 {
    color: ${(p) => p.theme.color.primary};
  }
  .status {
    font-style: italic;
    font-size: 1.2rem;
  }
`;
