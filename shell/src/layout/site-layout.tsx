import { Outlet } from '@school/shared-ui/runtime';
import styled from 'styled-components';
import type { FormClientConfig } from '@school/shared-api/form-client';
import type { SchoolProfile } from '@school/shared-ui/runtime';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { OfflineNotice } from './offline-notice.tsx';

export function SiteLayout({ school, client }: { school: SchoolProfile; client: FormClientConfig }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <OfflineNotice />
      <Header school={school} client={client} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer school={school} />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 12px;
  background: #fff;
  color: ${(p) => p.theme.color.primary};
  &:focus {
    top: 8px;
  }
`;
