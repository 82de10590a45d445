import type { MouseEvent } from 'react';
import styled from 'styled-components';
// By path: an island uses it without the runtime entry (028).
import { wakeOnTap } from '../islands/page-ready.ts';

/** With `href` it is a link to the longer page, which works without JavaScript; with it a click grows the list in place. */
export function ShowMore({
  shown,
  total,
  noun,
  onClick,
  href,
}: {
  shown: number;
  total: number;
  noun: string;
  onClick: () => void;
  href?: string;
}) {
  const follow = (e: MouseEvent) => {
    // A click that opens a new tab or window follows the link.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onClick();
  };
  return (
    <Footer>
      <p>
        Showing {shown} of {total} {noun}
      </p>
      {href === undefined ? (
        <button type="button" onClick={onClick}>
          Show more
        </button>
      ) : (
        // On a still page the tap wakes it and grows the list in place; without the app it loads the longer page.
        <a href={href} onClick={follow} {...wakeOnTap}>
          Show more
        </a>
      )}
    </Footer>
  );
}

/** What a paged list knows (usePaged, or useListPaging with the longer page's `moreHref`). */
type Paging = { hasMore: boolean; shown: number; showMore: () => void; moreHref?: string };

/** A paged list's footer: "Show more" while it has more to show, nothing once it shows them all. */
export function PagedShowMore({ paged, total, noun }: { paged: Paging; total: number; noun: string }) {
  if (!paged.hasMore) return null;
  return <ShowMore shown={paged.shown} total={total} noun={noun} onClick={paged.showMore} href={paged.moreHref} />;
}

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 32px 0 8px;
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
  button,
  a {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 10px 28px;
    border-radius: 6px;
    cursor: pointer;
    border: 2px solid ${(p) => p.theme.color.primary};
    background: #fff;
    color: ${(p) => p.theme.color.primary};
    text-decoration: none;
  }
  a {
    display: inline-flex;
    align-items: center;
  }
  button:hover,
  a:hover {
    background: ${(p) => p.theme.color.primary};
    color: #fff;
  }
`;
