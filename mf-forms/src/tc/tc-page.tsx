import { PageHeader } from '@school/shared-ui/kit';
import { PageBody } from '../form/form-layout.ts';
import { SampleTc } from './sample-tc.tsx';
import { TcForm } from './tc-form.tsx';

export function TcPage() {
  return (
    <>
      <PageHeader route="tc" />
      <PageBody>
        <TcForm />
        <SampleTc />
      </PageBody>
    </>
  );
}
