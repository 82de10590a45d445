import type { Article } from './types.ts';

export const erpSoftware: Article = {
  sections: [
    {
      paragraphs: [
        "The website and the school's office work run on a school ERP (enterprise resource planning) system. It keeps admissions, fees, attendance, examinations and communication with parents in one place, so that the office, the teachers and the parents see the same information.",
      ],
    },
    {
      heading: 'What the ERP Does',
      list: [
        'Online admission registration and enquiry tracking.',
        'Fee collection online and at the office, with receipts and reminders.',
        'Daily attendance, homework and circulars for each class.',
        'Examination marks, report cards and toppers.',
        'The parent portal and mobile app, with notifications and birthday wishes.',
        'Gallery, news, events and the academic calendar shown on this website.',
      ],
    },
    {
      heading: 'Credits',
      paragraphs: [
        'School ERP and website: designed, developed and maintained by the school ERP team together with the school office.',
        'Built with open-source software, including React, Swiper, DOMPurify and styled-components. Photographs by the students and staff of {school}.',
      ],
    },
  ],
};
