import styled from 'styled-components';
import { Island } from '@school/shared-ui/island';
import { PageHeader } from '@school/shared-ui/kit';
import { useSchool } from '@school/shared-ui/runtime';
import { useFormClientConfig } from '../form/form-client-config.ts';
import { LOGIN } from '../islands/names.ts';
import { LoginPanel } from './login-panel.tsx';

export function LoginPage() {
  const client = useFormClientConfig();
  const paymentUrl = useSchool().onlinePaymentUrl;
  return (
    <>
      <PageHeader route="login" />
      <Body>
        <Island name={LOGIN} wake="signed-in" component={LoginPanel} props={{ client, paymentUrl }} />
      </Body>
    </>
  );
}

const Body = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 32px 16px 48px;
`;
