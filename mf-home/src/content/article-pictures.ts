import { ownPicture, type OwnPicture } from '../lib/own-pictures.ts';

const files = import.meta.glob<string>('../assets/pictures/article/*.webp', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});

export const articlePicture = (name: string): OwnPicture => ownPicture(files, 'article', name);
