import { articlePicture } from './article-pictures.ts';
import type { Article } from './types.ts';

export const aboutSociety: Article = {
  image: {
    picture: articlePicture('society-founders'),
    alt: 'Sisters of the managing society with children at the school chapel',
  },
  sections: [
    {
      paragraphs: [
        '{school} is run by a registered religious and charitable society of Catholic sisters. The society serves in education, health care and social work, with schools, hostels, dispensaries and homes for the aged in several states of India.',
        'The sisters came to the city in the 1960s to care for the sick and the poor. In 1970 they opened this school so that the children of the neighbourhood could receive a good English-medium education at a modest fee.',
      ],
    },
    {
      heading: 'What the Society Stands For',
      list: [
        'Education that is open to all, with special care for children who need it most.',
        'Service without distinction of caste, creed or language.',
        'Simplicity, honesty and hard work in daily life.',
        'Respect for the dignity of every person.',
      ],
    },
    {
      heading: 'The Society Today',
      paragraphs: [
        'The society appoints the Manager of the school, who represents it before the education authorities, and a Principal, who leads the staff. A managing committee of the society, with representatives of the teachers and parents, meets every term to review the progress of the school.',
      ],
    },
  ],
};
