import styled from 'styled-components';
import { actionStyle } from './list-parts.tsx';

/** An item's attachment, opened in a new tab; nothing when it has none. */
export function AttachmentAnchor({ href, title }: { href: string; title: string }) {
  if (!href) return null;
  return (
    // The name starts with the visible text (WCAG 2.5.3).
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View Attachment: ${title} (opens in a new tab)`}
    >
      <ClipIcon />
      View Attachment
    </Link>
  );
}

function ClipIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

const Link = styled.a`
  ${actionStyle}
  align-self: flex-start;
`;
