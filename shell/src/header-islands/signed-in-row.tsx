import styled from 'styled-components';
import type { FormClientConfig } from '@school/shared-api/form-client';
import { useSignedIn } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { phoneMenuId } from '../layout/phone-menu-id.ts';
import { useHeaderSession } from './header-session.ts';

type Props = {
  client: FormClientConfig;
  /** The page is the Login page, where the row leads. */
  atLogin: boolean;
};

/**
 * On a phone the account sits in the closed menu: this row under the school's name shows who is
 * signed in. An island (`shell/signed-in-row`) that wakes at once for a signed-in parent.
 */
export function SignedInRow({ client, atLogin }: Props) {
  const { name } = useSignedIn(useHeaderSession(client));
  if (name === null) return null;
  const says = name ? `Signed in as ${name}` : 'Signed in';
  return (
    // Its name starts with what it shows (WCAG 2.5.3), then says where it leads.
    <Row href={href('login')} aria-current={atLogin ? 'page' : undefined} aria-label={`${says}, your account`}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="5" r="3" />
        <path d="M2 15c0-3.3 2.7-6 6-6s6 2.7 6 6z" />
      </svg>
      <span>{says}</span>
      <span aria-hidden="true">›</span>
    </Row>
  );
}

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 1 1 100%;
  min-width: 0;
  min-height: 40px;
  padding: 6px 14px;
  font-size: 0.9rem;
  font-weight: 600;
  color: #1f2328;
  background: ${(p) => p.theme.color.accent};
  text-decoration: none;
  svg {
    flex: none;
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  span:first-of-type {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The open menu shows the account itself. */
  header:has(#${phoneMenuId}:popover-open) & {
    display: none;
  }
  /* Where the menu is a row of links, the account beside it names the parent. */
  @media (min-width: 992px) {
    display: none;
  }
`;
