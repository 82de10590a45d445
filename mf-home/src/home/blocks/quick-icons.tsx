// Inline: no icon font, and every glyph renders everywhere.
const paths: Record<string, string> = {
  admission: 'M4 20h4l10.5-10.5-4-4L4 16v4zm13.7-15.3 1.6-1.6a1 1 0 0 1 1.4 0l1.2 1.2a1 1 0 0 1 0 1.4l-1.6 1.6z',
  payment: 'M3 6h18v12H3zm2 2v2h14V8zm0 5v3h6v-3z',
  help: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 16h-2v-2h2zm1.9-7.3-.9.9c-.7.7-1 1.2-1 2.4h-2v-.5c0-1.1.4-2 1.1-2.7l1.2-1.3a1.8 1.8 0 1 0-3.1-1.3H8a4 4 0 1 1 6.9 2.5z',
  alumnae: 'M12 3 1 9l11 6 9-4.9V17h2V9zM5 13.2v4L12 21l7-3.8v-4L12 17z',
  booklist:
    'M4 4h7a3 3 0 0 1 1 .2A3 3 0 0 1 13 4h7v15h-7a2 2 0 0 0-1 .3 2 2 0 0 0-1-.3H4zm2 2v11h5V7a1 1 0 0 0-1-1zm12 0h-4a1 1 0 0 0-1 1v10h5z',
  bus: 'M5 3h14a2 2 0 0 1 2 2v11a2 2 0 0 1-1 1.7V20h-3v-2H7v2H4v-2.3A2 2 0 0 1 3 16V5a2 2 0 0 1 2-2zm0 3v5h14V6zm2 7.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm10 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  phone:
    'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
};

export type QuickIconName = keyof typeof paths;

export function QuickIcon({ name }: { name: string }) {
  return (
    <span className="icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false" width="18" height="18">
        <path d={paths[name] ?? ''} fill="currentColor" />
      </svg>
    </span>
  );
}
