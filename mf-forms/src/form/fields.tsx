import type { ComponentProps } from 'react';
import styled from 'styled-components';
import {
  CODE_LOST_NOTICE_ATTRIBUTE,
  NEEDS_APP_ATTRIBUTE,
  useHydrated,
  WAKE_IF_STORED_ATTRIBUTE,
} from '@school/shared-ui/island';
import { draftStorageKey } from './session-draft.ts';
import { CodeLost, NeedsJavaScript } from './needs-javascript.tsx';

type Props = ComponentProps<'form'> & {
  /** The form's session draft (session-draft.ts): a page that holds one wakes at once to put it back. */
  draft?: string;
  /** The fields' group name, for a screen reader; the form's heading shows what the page is. */
  legend: string;
};

/**
 * Sent disabled: without JavaScript the form cannot be sent. The page loader enables it at once and
 * keeps what is typed for the app (decision record 028); the app enables it once hydrated. If its
 * code cannot come, the loader disables it again and shows why.
 */
export function Fields({ children, draft, legend, ...props }: Props) {
  const ready = useHydrated();
  const wakeIfStored = draft ? { [WAKE_IF_STORED_ATTRIBUTE]: draftStorageKey(draft) } : {};
  return (
    <Form {...props} {...wakeIfStored}>
      <NeedsJavaScript />
      <CodeLost hidden role="status" {...{ [CODE_LOST_NOTICE_ATTRIBUTE]: '' }} />
      <Group disabled={!ready} {...{ [NEEDS_APP_ATTRIBUTE]: '' }}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </Group>
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
