import { useApi } from '@school/shared-ui';
import { srcSetOf } from '../lib/responsive-image.ts';
import type { ContentImage } from '../content/types.ts';

type Props = { image: ContentImage; width: number; height: number; sizes: string; widths: number[]; eager?: boolean };

/** A content picture served by the provider's image endpoint, at a few widths. */
export function ContentPhoto({ image, width, height, sizes, widths, eager = false }: Props) {
  const api = useApi();
  return (
    <img
      src={api.imageUrl(image.path, { width: widths[0] })}
      srcSet={srcSetOf(api, image.path, widths)}
      sizes={sizes}
      width={width}
      height={height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
