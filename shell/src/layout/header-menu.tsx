import { useEffect, useId, useRef, useState } from 'react';
import { NavLink as RouterLink, useLocation } from '@school/shared-ui/runtime';
import styled from 'styled-components';
import type { NavMenu } from './nav-links.ts';

export function HeaderMenu({ menu }: { menu: NavMenu }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  return (
    <Item
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          // Escape closes the innermost list first: the phone menu around it stays open.
          e.preventDefault();
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {menu.label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} hidden={!open}>
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
  position: relative;
  ul {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: 20;
    min-width: 220px;
    margin: 0;
    padding: 6px 0;
    list-style: none;
    background: #fff;
    border-radius: 0 0 ${(p) => p.theme.radius} ${(p) => p.theme.radius};
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
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
  @media (max-width: 991px) {
    ul {
      position: static;
      box-shadow: none;
      background: transparent;
      padding-left: 16px;
    }
    ul a {
      color: #fff;
    }
    ul a:hover,
    ul a:focus-visible {
      background: rgba(255, 255, 255, 0.12);
    }
  }
`;
