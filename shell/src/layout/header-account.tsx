import { useState } from 'react';
import styled from 'styled-components';
import { href } from '@school/shared-ui/kit';
import { logOutMessages, NavLink, useLogOut, type SignInState } from '@school/shared-ui/runtime';
import { outlinedOnDark } from './outlined-on-dark.ts';

type Props = SignInState & {
  onSignedOut: () => void;
};

export function HeaderAccount({ name, logOut, onSignedOut }: Props) {
  const [notice, setNotice] = useState('');
  const { leave, pending, failure } = useLogOut(logOut, () => {
    setNotice(logOutMessages.done);
    onSignedOut();
  });

  return (
    <>
      {name === null ? (
        <LoginLink to={href('login')}>Parent Login</LoginLink>
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
      <p className="visually-hidden" aria-live="polite">
        {name === null ? notice : ''}
      </p>
    </>
  );
}

const LoginLink = styled(NavLink)`
  ${outlinedOnDark}
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
