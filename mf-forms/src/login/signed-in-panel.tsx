import { useMemo } from 'react';
import styled from 'styled-components';
import { useLogOut, type SignInState } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { FormAlert, type Outcome } from '../form/form-alert.tsx';
import { Card, SubmitButton } from '../form/form-layout.ts';

const welcomeMessage = (name: string) => (name ? `Welcome, ${name}. You are now logged in.` : 'You are now logged in.');

type Props = SignInState & {
  name: string;
  /** The school's fee payment site. */
  paymentUrl: string;
  welcome: boolean;
  onLoggedOut: () => void;
};

/** The contract has no call for a parent's registration or its status: the panel says where to ask. */
export function SignedInPanel({ name, logOut, paymentUrl, welcome, onLoggedOut }: Props) {
  const { leave, pending, failure } = useLogOut(logOut, onLoggedOut);
  const outcome = useMemo<Outcome | null>(() => {
    if (failure) return { tone: 'error', message: failure, focus: true };
    return welcome ? { tone: 'success', message: welcomeMessage(name), focus: true } : null;
  }, [failure, welcome, name]);

  return (
    <Card aria-labelledby="account-title">
      <h2 id="account-title">Signed in{name && ` as ${name}`}</h2>
      <FormAlert outcome={outcome} />
      <p>What you can do here:</p>
      <Actions>
        <li>
          <a href={href('tc')}>Request a transfer certificate</a>
          <span>With the student&apos;s admission number and full name.</span>
        </li>
        <li>
          <a href={paymentUrl} target="_blank" rel="noopener noreferrer">
            Pay fees in the Parent Portal<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <span>The school&apos;s fee payment site.</span>
        </li>
        <li>
          <a href={href('ppHelp')}>Parent Portal help</a>
          <span>How to pay fees, and the help desk.</span>
        </li>
      </Actions>
      <h3>Your admission registration</h3>
      <p>
        Its status is not shown on this website yet. Please ask the school office (
        <a href={href('contactUs')}>Contact Us</a>).
      </p>
      <LogOutButton type="button" onClick={() => void leave()} aria-disabled={pending || undefined}>
        {pending ? 'Logging out…' : 'Log out'}
      </LogOutButton>
    </Card>
  );
}

const Actions = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  a {
    display: inline-block;
    font-weight: 600;
    padding: 4px 0;
  }
  span:not(.visually-hidden) {
    display: block;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.95rem;
  }
`;

const LogOutButton = styled(SubmitButton)`
  color: ${(p) => p.theme.color.primary};
  background: ${(p) => p.theme.color.surface};
  border: 2px solid ${(p) => p.theme.color.primary};
  &:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
`;
