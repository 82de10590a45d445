// Rendered once by the shell's server; no script, styles inline (decision record 014).
import styled, { ThemeProvider } from 'styled-components';
import type { SchoolProfile } from '@school/shared-ui/runtime';
import { GlobalStyle } from '@school/shared-ui/kit';
import { theme } from '@school/shared-ui/theme';
import { brandMark } from '../layout/brand-mark.ts';
import { Crest } from '../layout/crest.tsx';

export const OFFLINE_HEADING = 'This page is not available offline';

export function OfflinePage({ school }: { school: Pick<SchoolProfile, 'name' | 'tagline'> }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Band>
        <a href="/">
          <Crest />
          <span>
            <strong>{school.name}</strong>
            <small>{school.tagline}</small>
          </span>
        </a>
      </Band>
      <Main>
        <h1>{OFFLINE_HEADING}</h1>
        <p>
          You are offline, and this page was not saved on this device. It opens again once you are back online; until
          then, the pages you have read here are kept.
        </p>
        <div data-kept-pages="true" />
        <p>
          <a href="/" className="home">
            Go to the home page
          </a>
        </p>
      </Main>
    </ThemeProvider>
  );
}

const Band = styled.header`
  background: ${(p) => p.theme.color.primary};
  border-bottom: 4px solid ${(p) => p.theme.color.accent};
  > a {
    ${brandMark}
  }
`;

const Main = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: 32px 16px 48px;
  h1 {
    margin: 0 0 12px;
    color: ${(p) => p.theme.color.primary};
    font-size: 1.75rem;
  }
  h2 {
    margin: 28px 0 8px;
    font-size: 1.2rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  li {
    padding: 10px 4px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  li a {
    display: inline-block;
    padding: 4px 0;
    font-weight: 600;
  }
  li small {
    display: block;
    color: ${(p) => p.theme.color.muted};
    overflow-wrap: anywhere;
  }
  .home {
    display: inline-block;
    margin-top: 24px;
    padding: 10px 18px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.color.primary};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
`;
