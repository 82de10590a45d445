import { ownPicture, type OwnPicture } from '../lib/own-pictures.ts';

// The information pages' pictures (About, Society, Patron), one folder for the articles' shape.
const files = import.meta.glob<string>('../assets/pictures/article/*.webp', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});

export const articlePicture = (name: string): OwnPicture => ownPicture(files, 'article', name);
