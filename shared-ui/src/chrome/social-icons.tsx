// Inline icons: no icon font or image request for four glyphs.
const networks = {
  facebook: { label: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z' },
  instagram: {
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  },
  youtube: {
    label: 'YouTube',
    path: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12c0 1.3.1 2.6.4 3.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15.2V8.8l5.2 3.2z',
  },
  x: { label: 'X', path: 'M4 3h4.5l4 5.6L17.4 3H20l-6.2 7.1L21 21h-4.5l-4.4-6.1L6.6 21H4l6.8-7.8z' },
} as const;

type Known = keyof typeof networks;
const isKnown = (n: string): n is Known => n in networks;

export const socialLabel = (network: string) =>
  isKnown(network) ? networks[network].label : network.charAt(0).toUpperCase() + network.slice(1);

export function SocialIcon({ network }: { network: string }) {
  if (!isKnown(network)) return null;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={networks[network].path} />
    </svg>
  );
}
