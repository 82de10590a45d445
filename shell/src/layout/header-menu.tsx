import { useEffect, useRef, type CSSProperties } from 'react';
import { NavLink as RouterLink, useLocation } from '@school/shared-ui/runtime';
import styled from 'styled-components';
import type { NavMenu } from './nav-links.ts';

// Ids and anchor names from the menu's label: the server's and the browser's are the same.
const idOf = (label: string) => `menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * A header menu's list is a popover its button opens (decision record 028): the browser opens and
 * closes it, on Escape or a tap elsewhere too, gives focus back and tells assistive technology
 * whether it is open, with or without JavaScript, so a tap on it wakes no script. It hangs under
 * its button (anchor positioning); inside the open phone menu it is that popover's child, so
 * Escape closes the list first. In a page the app routes, a change of page closes it.
 */
export function HeaderMenu({ menu }: { menu: NavMenu }) {
  const id = idOf(menu.label);
  const list = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    list.current?.hidePopover?.();
  }, [location]);

  return (
    <Item style={{ '--menu-anchor': `--${id}`, '--menu-rows': menu.links.length } as CSSProperties}>
      <button type="button" popoverTarget={id} aria-controls={id}>
        {menu.label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} ref={list} popover="auto">
        {menu.links.map((l) => (
          <li key={l.label}>
            <RouterLink to={l.to} end>
              {l.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </Item>
  );
}

const Item = styled.li`
  > button {
    anchor-name: var(--menu-anchor);
  }
  > ul {
    margin: 0;
    padding: 6px 0;
    list-style: none;
    background: #fff;
    border: none;
    border-radius: 0 0 ${(p) => p.theme.radius} ${(p) => p.theme.radius};
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  }
  > ul:popover-open {
    position: fixed;
    position-anchor: var(--menu-anchor);
    inset: auto;
    top: anchor(bottom);
    left: anchor(left);
    min-width: max(220px, anchor-size(width));
  }
  ul a {
    display: block;
    padding: 10px 16px;
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
  }
  ul a:hover,
  ul a:focus-visible {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  ul a[aria-current='page'] {
    font-weight: 600;
  }
  /* In the phone menu's column the open list takes its room under its button, as an accordion
     would, rather than cover the items below it: a popover is drawn above the page, so its item
     keeps a space of the list's height (one line a link). */
  @media (max-width: 991px) {
    &:has(> ul:popover-open) {
      padding-bottom: calc(var(--menu-rows) * (1.5em + 20px) + 12px);
    }
    > ul:popover-open {
      left: 0;
      right: 0;
      width: auto;
      min-width: 0;
      border-radius: 0;
      box-shadow: inset 0 4px 8px -4px rgba(0, 0, 0, 0.3);
    }
    ul a {
      line-height: 1.5;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
  /* A browser without popovers: the list shows under its item while the pointer or focus is in it. */
  @supports not selector(:popover-open) {
    position: relative;
    > ul {
      display: none;
      position: absolute;
      top: 100%;
      left: 0;
      z-index: 20;
      min-width: 220px;
    }
    &:hover > ul,
    &:focus-within > ul {
      display: block;
    }
  }
`;
