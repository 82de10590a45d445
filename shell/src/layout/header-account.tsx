import { useState } from 'react';
import styled from 'styled-components';
import type { SessionCalls } from '@school/shared-api';
import { useSignedIn } from '../session/use-signed-in.ts';

type Props = {
  session: SessionCalls;
  /** The phone menu's state: on a phone the account shows at the top of the open menu. */
  menuOpen: boolean;
  /** Where focus goes once the Log out button is gone. */
  onSignedOut: () => void;
};

/** The signed-in parent's name and a Log out button; nothing while signed out (as the server renders it). */
export function HeaderAccount({ session, menuOpen, onSignedOut }: Props) {
  const { name, logOut } = useSignedIn(session);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState('');

  const leave = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    const done = await logOut();
    setPending(false);
    setFailed(!done);
    if (!done) return;
    setNotice('You are now logged out.');
    onSignedOut();
  };

  return (
    <>
      {name !== null && (
        <Account data-open={menuOpen} aria-label="Your account">
          <p>
            Signed in{name && ' as '}
            <strong>{name}</strong>
          </p>
          <button type="button" onClick={() => void leave()} aria-disabled={pending || undefined}>
            Log out
          </button>
          {failed && <p role="alert">You could not be logged out. Please try again.</p>}
        </Account>
      )}
      <p className="visually-hidden" aria-live="polite">
        {name === null ? notice : ''}
      </p>
    </>
  );
}

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
    min-height: 44px;
    padding: 8px 14px;
    font: inherit;
    color: #fff;
    background: transparent;
    border: 1px solid rgba(255, 255, 255, 0.6);
    border-radius: 6px;
    cursor: pointer;
  }
  button:hover {
    background: rgba(255, 255, 255, 0.12);
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
    &[data-open='false'] {
      display: none;
    }
    p[role='alert'] {
      text-align: left;
    }
  }
`;
