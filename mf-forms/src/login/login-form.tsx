import styled from 'styled-components';
import { loginMaxLength, type FormClientConfig } from '@school/shared-api/form-client';
import { announceSignIn } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { loginFailure } from '../form/failure-messages.ts';
import { FormAlert, type Outcome } from '../form/form-alert.tsx';
import { Card, SubmitButton } from '../form/form-layout.ts';
import { Fields } from '../form/fields.tsx';
import { TextField } from '../form/text-field.tsx';
import { useFormClient } from '../form/use-form-client.ts';
import { useFormSubmit } from '../form/use-form-submit.ts';
import { useValidatedForm } from '../form/use-validated-form.ts';
import { emptyLogin, loginFields, toLoginForm, validateLogin, type LoginField } from '../validation/login.ts';

/** The form's session draft (session-draft.ts). */
const DRAFT = 'login';

const kept: readonly LoginField[] = ['mobileno'];

type Props = {
  client: FormClientConfig;
  onLoggedIn: () => void;
  notice?: Outcome | null;
};

/** Its own login path (docs/decisions/004), not the original site's post of the admission form. */
export function LoginForm({ client, onLoggedIn, notice = null }: Props) {
  const api = useFormClient(client);
  const form = useValidatedForm({
    initial: emptyLogin,
    draftKey: DRAFT,
    kept,
    fields: loginFields,
    validate: validateLogin,
  });
  const { submit, pending, outcome } = useFormSubmit({
    initial: notice,
    check: () => form.check(),
    send: async () => {
      try {
        const { name } = await api.login(toLoginForm(form.values));
        form.reset();
        onLoggedIn();
        announceSignIn({ name });
        return null;
      } catch (error) {
        return { tone: 'error', message: loginFailure(error), focus: true };
      }
    },
  });

  return (
    <Card aria-labelledby="login-title">
      <h2 id="login-title">Parent Login</h2>
      <FormAlert outcome={outcome} />
      <Fields noValidate draft={DRAFT} onSubmit={submit} aria-labelledby="login-title" legend="Sign-in details">
        {/* The number is the account's name: username is allowed on type=text, not tel; inputMode keeps the keypad. */}
        <TextField label="Mobile no" inputMode="numeric" autoComplete="username" {...form.fieldProps('mobileno')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={loginMaxLength.password}
          {...form.fieldProps('password')}
        />
        <SubmitButton type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Logging in…' : 'Login'}
        </SubmitButton>
      </Fields>
      <Register>
        Not registered yet? <a href={href('admission')}>New Registration</a>
      </Register>
    </Card>
  );
}

const Register = styled.p`
  margin: 20px 0 0;
  text-align: center;
  a {
    font-weight: 600;
    display: inline-block;
    padding: 10px 4px;
  }
`;
