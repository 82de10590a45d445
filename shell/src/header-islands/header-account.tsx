import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { FormClientConfig } from '@school/shared-api/form-client';
import { logOutMessages, useLogOut, useSignedIn } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { outlinedOnDark } from '../layout/outlined-on-dark.ts';
import { useHeaderSession } from './header-session.ts';

type Props = {
  client: FormClientConfig;
  /** The page is the Login page: its link is the current page's. */
  atLogin: boolean;
};

/**
 * Parent Login, or who is signed in with Log out: an island (`shell/header-account`) that wakes at
 * once for a signed-in parent, whom the server, rendering the page for everyone, cannot know.
 */
export function HeaderAccount({ client, atLogin }: Props) {
  const { name, logOut } = useSignedIn(useHeaderSession(client));
  const [notice, setNotice] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const { leave, pending, failure } = useLogOut(logOut, () => {
    setNotice(logOutMessages.done);
    // Focus goes to the school's name, which leads home, not to the page's start.
    status.current?.closest('header')?.querySelector<HTMLElement>('a')?.focus();
  });

  return (
    <>
      {name === null ? (
        <LoginLink href={href('login')} aria-current={atLogin ? 'page' : undefined}>
          Parent Login
        </LoginLink>
      ) : (
        <Account aria-label="Your account">
          <p>
            Signed in{name && ' as '}
            <strong>{name}</strong>
          </p>
          <button type="button" onClick={() => void leave()} aria-disabled={pending || undefined}>
            Log out
          </button>
          {failure && <p role="alert">{failure}</p>}
        </Account>
      )}
      <p ref={status} className="visually-hidden" aria-live="polite">
        {name === null ? notice : ''}
      </p>
    </>
  );
}
const LoginLink = styled.a`
  ${outlinedOnDark}
  /* The header's own colour, not transparency, so every contrast checker finds what is behind it. */
  background-color: ${(p) => p.theme.color.primary};
  display: inline-flex;
  align-items: center;
  flex: none;
  margin-right: 16px;
  text-decoration: none;
  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${(p) => p.theme.color.accent};
  }
  @media (max-width: 991px) {
    flex: 1 1 100%;
    margin: 0;
    padding: 10px 14px;
    border: none;
    border-bottom: 1px solid rgba(255, 255, 255, 0.2);
    border-radius: 0;
    background: ${(p) => p.theme.color.primaryDark};
  }
`;

const Account = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 4px 12px;
  flex: 0 1 auto;
  min-width: 0;
  margin-right: 16px;
  color: #fff;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  strong {
    font-weight: 600;
  }
  button {
    ${outlinedOnDark}
  }
  p[role='alert'] {
    flex-basis: 100%;
    text-align: right;
    font-size: 0.9rem;
  }
  @media (max-width: 991px) {
    flex: 1 1 100%;
    justify-content: space-between;
    margin: 0;
    padding: 8px 14px;
    background: ${(p) => p.theme.color.primaryDark};
    border-bottom: 1px solid rgba(255, 255, 255, 0.2);
    p[role='alert'] {
      text-align: left;
    }
  }
`;
