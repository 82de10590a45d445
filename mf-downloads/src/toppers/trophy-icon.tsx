export function TrophyIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" data-testid="trophy">
      <path d="M18 8h28v14a14 14 0 0 1-28 0z" fill="#c8962e" />
      <path d="M18 12H9v5a10 10 0 0 0 10 10M46 12h9v5a10 10 0 0 1-10 10" fill="none" stroke="#c8962e" strokeWidth="4" />
      <path d="M28 35h8v9h-8z" fill="#a77a1e" />
      <path d="M20 44h24l2 8H18z" fill="#7a1f2b" />
      <path d="M24 13l2 5 5 .4-3.9 3.3 1.2 5-4.3-2.7-4.3 2.7" fill="#fff7e0" opacity=".7" />
    </svg>
  );
}
