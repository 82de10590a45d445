// Inline SVG: a remote's asset URLs resolve against the page that loads it, and the kiosk must request
// nothing but its own remote and the API.
import styled from 'styled-components';

export function DefaultActivityArt() {
  return (
    <Svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="160" height="90" fill="#f6e7c8" />
      <circle cx="128" cy="22" r="9" fill="#c8962e" opacity="0.7" />
      <rect x="0" y="72" width="160" height="18" fill="#d8d2c8" />
      <g fill="#7a1f2b">
        <rect x="46" y="40" width="68" height="34" />
        <polygon points="40,42 80,20 120,42" />
        <rect x="76" y="12" width="8" height="12" />
      </g>
      <g fill="#f6f3ee">
        <rect x="74" y="56" width="12" height="18" />
        {[52, 62, 92, 102].map((x) => (
          <rect key={x} x={x} y="48" width="6" height="8" />
        ))}
      </g>
    </Svg>
  );
}

export function DummyAvatar() {
  return (
    <Svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" fill="#f6e7c8" />
      <circle cx="32" cy="25" r="12" fill="#7a1f2b" />
      <path d="M10 64c2-14 11-22 22-22s20 8 22 22z" fill="#7a1f2b" />
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
`;
