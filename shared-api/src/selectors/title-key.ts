/**
 * What makes two titles the same to a reader: their letters and digits, whatever the case,
 * spacing, quotes and punctuation ("Teachers' Day" and "teachers’  day." are one title).
 */
export const titleKey = (title: string) =>
  title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
