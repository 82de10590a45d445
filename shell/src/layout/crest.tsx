/** Inline, so the header needs no image request. */
export function Crest() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 4 8 12v18c0 15 10 25 24 30 14-5 24-15 24-30V12z" fill="#fff" />
      <path d="M32 8 12 15v15c0 12.5 8.3 21 20 25.5C43.7 51 52 42.5 52 30V15z" fill="#7a1f2b" />
      <path d="M32 16v32M22 27h20" stroke="#c8962e" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
