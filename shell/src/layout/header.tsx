import { href } from '@school/shared-ui/kit';
import { Island } from '@school/shared-ui/island';
import { Link, NavLink, useHydrated, useLocation } from '@school/shared-ui/runtime';
import styled from 'styled-components';
import type { FormClientConfig } from '@school/shared-api/form-client';
import type { SchoolProfile } from '@school/shared-ui/runtime';
import { HeaderAccount } from '../header-islands/header-account.tsx';
import { HeaderSearch } from '../header-islands/header-search.tsx';
import { HEADER_ACCOUNT, HEADER_SEARCH, SIGNED_IN_ROW } from '../header-islands/names.ts';
import { SignedInRow } from '../header-islands/signed-in-row.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { headerNav, isMenu } from './nav-links.ts';
import { Crest } from './crest.tsx';
import { PhoneMenu, phoneMenuAnchor, phoneMenuId, usePhoneMenu } from './phone-menu.tsx';
import { outlinedOnDark } from './outlined-on-dark.ts';
import { brandMark } from './brand-mark.ts';

/** `client`: what the header's account islands ask the shell's session route with. */
export function Header({ school, client }: { school: SchoolProfile; client: FormClientConfig }) {
  const { open, menuProps } = usePhoneMenu();
  const hydrated = useHydrated();
  const account = { client, atLogin: useLocation().pathname.toLowerCase() === href('login').toLowerCase() };

  return (
    <Bar>
      <Brand to={href('home')}>
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
      <Island name={SIGNED_IN_ROW} wake="signed-in" component={SignedInRow} props={account} />
      <Island name={HEADER_SEARCH} wake="interaction" component={HeaderSearch} props={{}} />
      <PhoneMenu {...menuProps}>
        <Island name={HEADER_ACCOUNT} wake="signed-in" component={HeaderAccount} props={account} />
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
