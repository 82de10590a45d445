import { useRef } from 'react';
import { href } from '@school/shared-ui/kit';
import { Link, NavLink, useHydrated, useSignedIn } from '@school/shared-ui/runtime';
import styled from 'styled-components';
import type { SessionCalls } from '@school/shared-api';
import type { SchoolProfile } from '@school/shared-ui/runtime';
import { HeaderAccount } from './header-account.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { HeaderSearch } from './header-search.tsx';
import { headerNav, isMenu } from './nav-links.ts';
import { Crest } from './crest.tsx';
import { MenusWithoutJavaScript } from './menus-without-javascript.tsx';
import { SignedInRow } from './signed-in-row.tsx';
import { PhoneMenu, phoneMenuAnchor, phoneMenuId, usePhoneMenu } from './phone-menu.tsx';
import { outlinedOnDark } from './outlined-on-dark.ts';
import { brandMark } from './brand-mark.ts';

export function Header({ school, session }: { school: SchoolProfile; session: SessionCalls }) {
  const brand = useRef<HTMLAnchorElement>(null);
  const { open, menuProps } = usePhoneMenu();
  const hydrated = useHydrated();
  const signedIn = useSignedIn(session);

  return (
    <Bar>
      <MenusWithoutJavaScript />
      <Brand to={href('home')} ref={brand}>
        <Crest />
        <span>
          <strong>{school.name}</strong>
          <small>{school.tagline}</small>
        </span>
      </Brand>
      {/* The popover's own state names the button, so it reads right without JavaScript too. */}
      <MenuButton
        type="button"
        popoverTarget={menuProps.id}
        aria-controls={menuProps.id}
        aria-expanded={hydrated ? open : undefined}
      >
        <span className="when-closed">
          <span aria-hidden="true">☰</span> Menu
        </span>
        <span className="when-open">
          <span aria-hidden="true">✕</span> Close
        </span>
      </MenuButton>
      {signedIn.name !== null && <SignedInRow name={signedIn.name} menuOpen={open} />}
      <HeaderSearch />
      <PhoneMenu {...menuProps}>
        <HeaderAccount {...signedIn} onSignedOut={() => brand.current?.focus()} />
        <Nav aria-label="Main">
          <ul>
            {headerNav.map((item) =>
              isMenu(item) ? (
                <HeaderMenu key={item.label} menu={item} />
              ) : (
                <li key={item.label}>
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
            <li>
              <a href={school.admissionPortalUrl} target="_blank" rel="noopener noreferrer" className="cta">
                Admission<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </Nav>
      </PhoneMenu>
    </Bar>
  );
}

const Bar = styled.header`
  position: relative;
  view-transition-name: site-header;
  anchor-name: ${phoneMenuAnchor};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
`;

const Brand = styled(Link)`
  ${brandMark}
  flex: 1 1 0;
  min-width: 0;
  small {
    max-width: 46ch;
  }
`;

const MenuButton = styled.button`
  display: none;
  flex: none;
  margin-right: 12px;
  ${outlinedOnDark}
  @media (max-width: 991px) {
    display: inline-flex;
  }
  > span {
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
  header:has(#${phoneMenuId}:popover-open) & > .when-closed,
  header:not(:has(#${phoneMenuId}:popover-open)) & > .when-open {
    display: none;
  }
  /* A browser without popovers shows the menu in the header instead (PhoneMenu). */
  @supports not selector(:popover-open) {
    display: none !important;
  }
`;

const Nav = styled.nav`
  flex: 1 1 100%;
  background: ${(p) => p.theme.color.primaryDark};
  > ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    margin: 0;
    padding: 0 8px;
    list-style: none;
  }
  > ul > li > a,
  > ul > li > button {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    padding: 10px 14px;
    font: inherit;
    color: #fff;
    text-decoration: none;
    background: none;
    border: none;
    cursor: pointer;
  }
  > ul > li > a[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${(p) => p.theme.color.accent};
  }
  .cta {
    background: ${(p) => p.theme.color.accent};
    color: #1f2328 !important;
    font-weight: 600;
    border-radius: 4px;
    margin: 4px 0 4px 8px;
  }
  @media (max-width: 991px) {
    > ul {
      flex-direction: column;
      padding: 8px 0;
    }
    > ul > li > a,
    > ul > li > button {
      width: 100%;
    }
    /* A full-width row like the others: its text starts where theirs does. */
    .cta {
      margin: 8px 0 0;
      border-radius: 0;
    }
  }
`;
