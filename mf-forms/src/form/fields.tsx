import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@school/shared-ui/runtime';
import { NeedsJavaScript } from './needs-javascript.tsx';

/** Disabled until hydrated: a server-rendered form is visible before its code runs, and what is typed would be lost. */
export function Fields({ children, ...props }: ComponentProps<'form'>) {
  const ready = useHydrated();
  return (
    <Form {...props}>
      <NeedsJavaScript />
      <Group disabled={!ready}>{children}</Group>
    </Form>
  );
}

const Form = styled.form`
  margin-top: 12px;
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
