import type { ComponentProps } from 'react';
import styled from 'styled-components';

const CODE_LOST =
  'This form could not be loaded, so it cannot be sent yet. Please reload the page, or contact the school office.';

export function NeedsJavaScript() {
  return (
    <noscript>
      <Notice role="note">
        This form needs JavaScript. Please turn JavaScript on to send it, or contact the school office.
      </Notice>
    </noscript>
  );
}

/** Shown by the page loader while the form's code cannot come (decision record 028). */
export function CodeLost(props: ComponentProps<'p'>) {
  return <Notice {...props}>{CODE_LOST}</Notice>;
}

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 4px solid ${(p) => p.theme.color.primary};
  background: #fff7e6;
`;
