import styled from 'styled-components';
import { PageHeader } from '@school/shared-ui';
import { LoginForm } from './login-form.tsx';
import { NeedsJavaScript } from '../form/needs-javascript.tsx';

export function LoginPage() {
  return (
    <>
      <PageHeader route="login" />
      <Body>
        <NeedsJavaScript />
        <LoginForm />
      </Body>
    </>
  );
}

const Body = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 32px 16px 48px;
`;
