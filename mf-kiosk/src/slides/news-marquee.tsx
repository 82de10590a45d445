import { useEffect, useRef, useState, type CSSProperties } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { NewsTitle } from '@school/shared-api';
import { MARQUEE_PX_PER_SECOND } from '../kiosk/constants.ts';
import { useReducedMotion } from '@school/shared-ui/kit';
import { Placeholder } from './slide-parts.tsx';

/** A CSS animation (no timer, nothing to leak) at the original <marquee>'s speed. */
export function NewsMarquee({ news, paused }: { news: readonly NewsTitle[]; paused: boolean }) {
  const reduced = useReducedMotion();
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [size, setSize] = useState({ box: 0, list: 0 });

  useEffect(() => {
    const box = boxRef.current;
    const list = listRef.current;
    if (!box || !list || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setSize((s) =>
        s.box === box.clientHeight && s.list === list.offsetHeight
          ? s
          : { box: box.clientHeight, list: list.offsetHeight },
      );
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(list);
    return () => observer.disconnect();
  }, [news.length]);

  if (news.length === 0) return <Placeholder />;
  const moving = !reduced && size.box > 0 && size.list > 0;
  return (
    <Box ref={boxRef}>
      <List
        ref={listRef}
        data-testid="news-marquee"
        data-moving={moving}
        $moving={moving}
        $paused={paused}
        style={moving ? marqueeStyle(size.box, size.list) : undefined}
      >
        {news.map((item) => (
          <li key={item.key}>
            <h3>{item.title}</h3>
            {item.description && <p>{item.description}</p>}
          </li>
        ))}
      </List>
    </Box>
  );
}

/** The negative delay starts with the list already in the box: the slide never opens on an empty panel. */
function marqueeStyle(box: number, list: number): CSSProperties {
  return {
    animationDuration: `${((box + list) / MARQUEE_PX_PER_SECOND).toFixed(2)}s`,
    animationDelay: `${(-box / MARQUEE_PX_PER_SECOND).toFixed(2)}s`,
    ['--from' as string]: `${box}px`,
    ['--to' as string]: `${-list}px`,
  };
}

const scrollUp = keyframes`
  from { transform: translateY(var(--from)); }
  to { transform: translateY(var(--to)); }
`;

const Box = styled.div`
  position: relative;
  height: 100%;
  min-height: 0;
  overflow: hidden;
  background: #fff;
  border-radius: 1vmin;
  box-shadow: ${(p) => p.theme.shadow};
`;
const List = styled.ul<{ $moving: boolean; $paused: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 2vmin;
  ${(p) =>
    p.$moving &&
    css`
      animation: ${scrollUp} linear infinite;
      animation-play-state: ${p.$paused ? 'paused' : 'running'};
      will-change: transform;
    `}
  li {
    padding: 1.6vmin 0;
    border-bottom: 0.15vmin solid ${(p) => p.theme.color.border};
  }
  h3 {
    margin: 0;
    font-size: clamp(1rem, 2.4vmin, 2.4rem);
    color: ${(p) => p.theme.color.primary};
  }
  p {
    margin: 0.5vmin 0 0;
    font-size: clamp(0.9rem, 2vmin, 2rem);
    color: ${(p) => p.theme.color.text};
  }
`;
