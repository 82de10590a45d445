import { useMemo, useState } from 'react';
import { createSessionClient, type FormClientConfig } from '@school/shared-api/form-client';
import { logOutMessages, useSignedIn } from '@school/shared-ui/island';
import type { Outcome } from '../form/form-alert.tsx';
import { LoginForm } from './login-form.tsx';
import { SignedInPanel } from './signed-in-panel.tsx';

const loggedOut: Outcome = { tone: 'success', message: logOutMessages.done, focus: true };

export type LoginPanelProps = { client: FormClientConfig; paymentUrl: string };

/**
 * The island (mf_forms/login): the form, or what a signed-in parent can do. Rendered signed out, as
 * the server does (its page is cached for everyone); it wakes when touched, and at once for a
 * signed-in parent (decision record 028).
 */
export function LoginPanel({ client, paymentUrl }: LoginPanelProps) {
  const { baseUrl, schoolCode, session: route } = client;
  const session = useMemo(
    () => createSessionClient({ baseUrl, schoolCode, session: route }),
    [baseUrl, schoolCode, route],
  );
  const signedIn = useSignedIn(session);
  const [did, setDid] = useState<'logged in' | 'logged out' | null>(null);

  return signedIn.name === null ? (
    <LoginForm
      client={client}
      onLoggedIn={() => setDid('logged in')}
      notice={did === 'logged out' ? loggedOut : null}
    />
  ) : (
    <SignedInPanel
      {...signedIn}
      name={signedIn.name}
      paymentUrl={paymentUrl}
      welcome={did === 'logged in'}
      onLoggedOut={() => setDid('logged out')}
    />
  );
}
