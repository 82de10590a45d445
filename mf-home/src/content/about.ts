import { articlePicture } from './article-pictures.ts';
import type { Article } from './types.ts';

export const about: Article = {
  image: { picture: articlePicture('school-building'), alt: 'The main school building seen from the front lawn' },
  sections: [
    {
      paragraphs: [
        '{school} is a private English-medium school for girls and boys from Nursery to Std X. It was opened in 1970 by a religious society with a handful of children in two rented rooms, and today welcomes families of every faith and background.',
        'The school is affiliated to a national school-certificate board and prepares its students for the board examination at the end of Std X. Classes are co-educational, and each class has four divisions of about forty students.',
      ],
    },
    {
      heading: 'Our Vision',
      paragraphs: [
        'To form young people who are competent, compassionate and committed: persons of character who use their gifts in the service of others.',
      ],
    },
    {
      heading: 'Our Mission',
      list: [
        'To give every child a sound education in a safe, caring and disciplined environment.',
        'To develop the whole person: mind, body, heart and spirit.',
        'To foster respect for every faith, culture and language in our country.',
        'To encourage care for the poor, for one another and for the environment.',
        'To work with parents as partners in the education of their children.',
      ],
    },
    {
      heading: 'Life at School',
      paragraphs: [
        'Beside the classroom, students take part in sports, music, dance, art, elocution, quizzes and clubs. Four houses compete through the year, and the student cabinet helps to run assemblies, events and discipline.',
        'The school day begins with a prayer assembly. Value education, yoga and a weekly library period are part of every timetable.',
      ],
    },
  ],
};
