import styled from 'styled-components';
import { PageHeader } from '@school/shared-ui/kit';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  return (
    <>
      <PageHeader route="login" />
      <Body>
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
