import { useState } from 'react';
import styled from 'styled-components';
import { PageHeader } from '@school/shared-ui/kit';
import { logOutMessages, useApi, useSignedIn } from '@school/shared-ui/runtime';
import type { Outcome } from '../form/form-alert.tsx';
import { LoginForm } from './login-form.tsx';
import { SignedInPanel } from './signed-in-panel.tsx';

const loggedOut: Outcome = { tone: 'success', message: logOutMessages.done, focus: true };

/** Rendered signed out, as the server does (its page is cached for everyone). */
export function LoginPage() {
  const signedIn = useSignedIn(useApi());
  const [did, setDid] = useState<'logged in' | 'logged out' | null>(null);

  return (
    <>
      <PageHeader route="login" />
      <Body>
        {signedIn.name === null ? (
          <LoginForm onLoggedIn={() => setDid('logged in')} notice={did === 'logged out' ? loggedOut : null} />
        ) : (
          <SignedInPanel
            {...signedIn}
            name={signedIn.name}
            welcome={did === 'logged in'}
            onLoggedOut={() => setDid('logged out')}
          />
        )}
      </Body>
    </>
  );
}

const Body = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 32px 16px 48px;
`;
