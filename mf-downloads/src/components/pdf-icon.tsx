export function PdfIcon() {
  return (
    <svg viewBox="0 0 40 48" width="40" height="48" aria-hidden="true" focusable="false">
      <path d="M4 0h22l14 14v30a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4z" fill="#b3261e" />
      <path d="M26 0v10a4 4 0 0 0 4 4h10z" fill="#7f1a15" />
      <text x="20" y="36" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        PDF
      </text>
    </svg>
  );
}
