import { articlePicture } from './article-pictures.ts';
import type { Article } from './types.ts';

export const patron: Article = {
  image: {
    picture: articlePicture('grotto-statue'),
    alt: 'Statue of Our Lady in the school grotto, decorated with flowers',
  },
  sections: [
    {
      paragraphs: [
        'Mary, the Mother of Jesus, is the patron of our school. The school celebrates her birthday on 8 September as its Feast Day, with a thanksgiving service, a cultural programme and a meal shared with the children of a nearby home.',
      ],
    },
    {
      heading: 'Why Mary',
      paragraphs: [
        'Mary is remembered for her faith, her humility and her readiness to help others. At the wedding at Cana she noticed what others needed before they asked; we hope our students learn to notice and to serve in the same way.',
      ],
    },
    {
      heading: 'What She Teaches Us',
      list: [
        'Faith: trust in God in good times and in hard ones.',
        'Humility: doing our best without seeking praise.',
        'Kindness: being quick to help anyone in need.',
        'Purity of heart: honesty in word and deed.',
      ],
    },
  ],
};
