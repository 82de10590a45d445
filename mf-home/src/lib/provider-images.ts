// An absolute URL is kept only on the provider's origin, so a message cannot pull pictures (or tracking pixels) from elsewhere.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export type ImageSource = (src: string) => string | null;

export function providerImages(imageUrl: (path: string) => string): ImageSource {
  const providerOrigin = originOf(imageUrl('x'));
  return (src) => {
    const trimmed = src.trim();
    if (trimmed === '' || trimmed.startsWith('//')) return null;
    if (!SCHEME.test(trimmed)) return imageUrl(trimmed) || null;
    return /^https?:/i.test(trimmed) && providerOrigin !== null && originOf(trimmed) === providerOrigin
      ? trimmed
      : null;
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
