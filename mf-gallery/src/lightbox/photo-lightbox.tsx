import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { keepTabInside } from './keep-tab-inside.ts';

export type LightboxPhoto = { src: string; alt: string };

type Props = {
  photos: readonly LightboxPhoto[];
  /** The photo to open on; the lightbox is open while it is mounted. */
  index: number;
  onClose: () => void;
};

const plugins = [Counter];
// The library focuses itself on open, makes the page behind inert, returns focus to the
// thumbnail on close, and handles arrow keys, Escape and swipes; Tab wrapping is added here.
const controller = { closeOnBackdropClick: true };
const portal = { container: { onKeyDown: keepTabInside } };

/** Full-size photos of an album, one at a time (SPEC: each photo opens full size). */
export default function PhotoLightbox({ photos, index, onClose }: Props) {
  return <Lightbox open index={index} close={onClose} slides={photos} plugins={plugins} controller={controller} portal={portal} />;
}
