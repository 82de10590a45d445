import styled from 'styled-components';

export function NeedsJavaScript() {
  return (
    <noscript>
      <Notice role="note">
        This form needs JavaScript. Please turn JavaScript on to send it, or contact the school office.
      </Notice>
    </noscript>
  );
}

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 4px solid ${(p) => p.theme.color.primary};
  background: #fff7e6;
`;
