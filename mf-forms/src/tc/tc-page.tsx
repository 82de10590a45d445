import { Island } from '@school/shared-ui/island';
import { PageHeader } from '@school/shared-ui/kit';
import { PageBody } from '../form/form-layout.ts';
import { useFormClientConfig } from '../form/form-client-config.ts';
import { TC_FORM } from '../islands/names.ts';
import { SampleTc } from './sample-tc.tsx';
import { TcForm } from './tc-form.tsx';

export function TcPage() {
  return (
    <>
      <PageHeader route="tc" />
      <PageBody>
        <Island name={TC_FORM} wake="interaction" component={TcForm} props={{ client: useFormClientConfig() }} />
        <SampleTc />
      </PageBody>
    </>
  );
}
