import type { ContentImage } from '../content/types.ts';

type Props = { image: ContentImage; sizes: string; eager?: boolean };

export function ContentPhoto({ image, sizes, eager = false }: Props) {
  const { picture } = image;
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
