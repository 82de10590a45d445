export type Occasion = {
  key: string;
  month: number;
  day: number;
  fixed?: boolean;
  title: string;
  venue: string;
  time: string;
  description: string;
  news?: { title: string; description: string };
  album?: { title: string; description: string; photos: [number, number] };
  video?: boolean;
};

export const occasions: readonly Occasion[] = [
  {
    key: 'republic-day',
    month: 1,
    day: 26,
    fixed: true,
    title: 'Republic Day Celebration',
    venue: 'School Ground',
    time: '8:00 AM',
    description:
      'Flag hoisting by the Principal followed by the march past of the four houses, patriotic songs and a skit on the Constitution. Students to report in full white uniform by 7:40 AM.',
    news: {
      title: 'Republic Day celebrated with patriotic fervour',
      description:
        'The tricolour was unfurled by our Principal. The school band led the march past, and the Class VIII students presented a skit on the making of the Constitution. Sweets were distributed to all.',
    },
    album: {
      title: 'Republic Day {year}',
      description: 'Flag hoisting, march past and the cultural programme on the school ground.',
      photos: [10, 18],
    },
    video: true,
  },
  {
    key: 'inter-house-quiz',
    month: 1,
    day: 18,
    title: 'Inter-House Quiz Competition',
    venue: 'Main Auditorium',
    time: '10:30 AM',
    description:
      'Preliminary and final rounds for Classes VI to X on general knowledge, current affairs and science. Each house fields a team of three.',
    news: {
      title: 'St. Xavier House lifts the Inter-House Quiz trophy',
      description:
        'An intense final round on Indian history, science and sports ended in a tie-breaker. Quiz master Mr. Nikhil Joshi congratulated all four houses on their preparation.',
    },
  },
  {
    key: 'farewell-class-x',
    month: 2,
    day: 10,
    title: 'Farewell for Class X',
    venue: 'Main Auditorium',
    time: '11:00 AM',
    description:
      'Class IX bids farewell to the outgoing batch of Class X with a thanksgiving prayer service, performances and the lighting of the lamp of wisdom.',
    news: {
      title: 'A warm farewell to the Class X batch',
      description:
        'The outgoing students lit the lamp of wisdom and took a pledge to uphold the values of the school. The Principal blessed them for the board examinations.',
    },
    album: {
      title: 'Farewell Class X {year}',
      description: 'Moments from the farewell organised by Class IX for the outgoing batch.',
      photos: [8, 16],
    },
  },
  {
    key: 'marathi-bhasha-din',
    month: 2,
    day: 27,
    title: 'Marathi Bhasha Din',
    venue: 'Assembly Hall',
    time: '9:00 AM',
    description:
      'Celebrating Marathi Language Day on the birth anniversary of poet Kusumagraj with poetry recitation and a short play by Classes V to VII.',
    news: {
      title: 'Marathi Bhasha Din observed',
      description:
        'Students recited poems of Kusumagraj and staged a short play on the richness of the Marathi language. The Marathi department displayed handwritten wall magazines.',
    },
  },
  {
    key: 'science-exhibition',
    month: 2,
    day: 28,
    title: 'Science Exhibition on National Science Day',
    venue: 'Science Block',
    time: '9:30 AM',
    description:
      'Working models and projects by Classes V to X on renewable energy, water conservation and robotics. Parents are welcome from 11:00 AM to 1:00 PM.',
    news: {
      title: 'Young scientists showcase 120 projects at the Science Exhibition',
      description:
        'From solar water heaters to a line-following robot, students presented working models on National Science Day. Judges from VNIT appreciated the originality of the projects.',
    },
    album: {
      title: 'Science Exhibition {year}',
      description: 'Working models and projects displayed on National Science Day.',
      photos: [12, 24],
    },
  },
  {
    key: 'kg-graduation',
    month: 3,
    day: 24,
    title: 'Kindergarten Graduation Day',
    venue: 'Kindergarten Wing',
    time: '10:00 AM',
    description:
      'UKG children graduate to Class I in caps and gowns. Parents of UKG are invited; please be seated by 9:45 AM.',
    news: {
      title: 'Little graduates step into Class I',
      description:
        'Our UKG children received their graduation certificates in tiny caps and gowns, and sang a farewell song for their teachers.',
    },
    album: {
      title: 'KG Graduation Day {year}',
      description: 'Our UKG children in caps and gowns on their graduation day.',
      photos: [8, 14],
    },
  },
  {
    key: 'new-session',
    month: 4,
    day: 3,
    title: 'New Academic Session Begins',
    venue: 'School Chapel and Assembly Hall',
    time: '8:00 AM',
    description:
      'The session opens with a prayer service for the new year. Classes I to X begin at 8:00 AM; Nursery to UKG follow the orientation schedule shared in the circular.',
    news: {
      title: 'New session begins with a prayer service',
      description:
        'The academic session opened with a prayer service in the chapel. The Principal welcomed new students and reminded everyone of the school motto, Light and Love.',
    },
  },
  {
    key: 'earth-day',
    month: 4,
    day: 22,
    title: 'Earth Day Poster-Making Competition',
    venue: 'Art Room',
    time: '10:00 AM',
    description:
      'Poster making for Classes III to VIII on the theme "Our Planet, Our Responsibility". Students bring their own colours; chart paper is provided.',
    news: {
      title: 'Earth Day: students pledge to go plastic-free',
      description:
        'Posters on saving water, planting trees and refusing single-use plastic brightened the corridors. The Eco Club distributed cloth bags to every class.',
    },
  },
  {
    key: 'summer-camp',
    month: 5,
    day: 6,
    title: 'Summer Camp',
    venue: 'School Campus',
    time: '8:00 AM to 11:00 AM',
    description:
      'Ten days of art and craft, dance, skating, swimming and spoken English for Classes I to VIII. Registration at the school office.',
    album: {
      title: 'Summer Camp {year}',
      description: 'Art, dance, skating and lots of fun during the summer camp.',
      photos: [10, 20],
    },
  },
  {
    key: 'school-reopens',
    month: 6,
    day: 16,
    title: 'School Reopens after Summer Vacation',
    venue: 'School Campus',
    time: '7:45 AM',
    description: 'Classes resume after the summer vacation. School buses run on the regular routes from today.',
    news: {
      title: 'Welcome back! School reopens after the summer break',
      description:
        'Teachers welcomed students with a special assembly. Kindergarten children were greeted with balloons and a puppet show.',
    },
  },
  {
    key: 'yoga-day',
    month: 6,
    day: 21,
    fixed: true,
    title: 'International Day of Yoga',
    venue: 'School Ground',
    time: '7:30 AM',
    description:
      'A common yoga protocol session for students and staff led by a certified instructor. Students to wear the house T-shirt and carry a mat.',
    news: {
      title: 'Students and staff celebrate International Day of Yoga',
      description:
        'More than 800 students performed asanas and pranayama on the school ground. The instructor spoke on yoga for concentration during studies.',
    },
    album: {
      title: 'International Yoga Day {year}',
      description: 'Students and staff performing the common yoga protocol.',
      photos: [8, 14],
    },
  },
  {
    key: 'van-mahotsav',
    month: 7,
    day: 4,
    title: 'Van Mahotsav Tree Plantation',
    venue: 'School Garden and Convent Road',
    time: '9:00 AM',
    description:
      'The Eco Club plants 150 saplings of neem, peepal and jamun on the campus and along Convent Road. Each class adopts a sapling to care for.',
    news: {
      title: 'Eco Club plants 150 saplings during Van Mahotsav',
      description:
        'Students planted neem, peepal and jamun saplings and every class adopted a tree. The Nagpur Municipal Corporation supported the drive with tree guards.',
    },
    album: {
      title: 'Van Mahotsav {year}',
      description: 'Tree plantation drive by the Eco Club on the campus and along Convent Road.',
      photos: [8, 14],
    },
  },
  {
    key: 'investiture',
    month: 7,
    day: 19,
    title: 'Investiture Ceremony of the Student Council',
    venue: 'Main Auditorium',
    time: '9:30 AM',
    description:
      'The newly elected Head Boy, Head Girl, house captains and prefects take their oath of office. Parents of council members are invited.',
    news: {
      title: 'Student Council takes oath at the Investiture Ceremony',
      description:
        'The Head Boy and Head Girl received their badges and sashes from the chief guest and pledged to serve the school with honesty and dedication.',
    },
    album: {
      title: 'Investiture Ceremony {year}',
      description: 'The Student Council receives badges and sashes and takes the oath of office.',
      photos: [10, 18],
    },
    video: true,
  },
  {
    key: 'independence-day',
    month: 8,
    day: 15,
    fixed: true,
    title: 'Independence Day Celebration',
    venue: 'School Ground',
    time: '7:45 AM',
    description:
      'Flag hoisting, the national anthem, a patriotic dance and the annual drill display by Classes VI to VIII. Students report in full white uniform.',
    news: {
      title: 'Independence Day celebrated with a drill display and patriotic songs',
      description:
        'The chief guest unfurled the national flag. The school choir sang patriotic songs and Classes VI to VIII presented a synchronised drill display.',
    },
    album: {
      title: 'Independence Day {year}',
      description: 'Flag hoisting, drill display and the cultural programme.',
      photos: [12, 22],
    },
    video: true,
  },
  {
    key: 'teachers-day',
    month: 9,
    day: 5,
    fixed: true,
    title: "Teachers' Day",
    venue: 'Main Auditorium',
    time: '10:00 AM',
    description:
      'The Student Council honours our teachers with a special assembly, performances and a tribute to Dr. Sarvepalli Radhakrishnan. Classes are taken by Class X students for the day.',
    news: {
      title: "Teachers' Day: students take charge of the classes",
      description:
        'Class X students conducted classes for the day and the Student Council presented a programme of songs, dance and a humorous skit in honour of the teachers.',
    },
    album: {
      title: "Teachers' Day {year}",
      description: 'The programme presented by the Student Council in honour of our teachers.',
      photos: [10, 16],
    },
    video: true,
  },
  {
    key: 'feast-of-our-lady',
    month: 9,
    day: 8,
    fixed: true,
    title: 'Feast of the Nativity of Our Lady',
    venue: 'School Chapel',
    time: '8:30 AM',
    description:
      'The school celebrates the feast of its patroness with a thanksgiving service, followed by games and a special lunch for all students.',
    news: {
      title: 'School celebrates the feast of its patroness',
      description:
        'The feast of the Nativity of Our Lady began with a thanksgiving service. The sisters organised games for the children and a special lunch was served to all.',
    },
    album: {
      title: 'Feast Day {year}',
      description: 'Thanksgiving service and celebrations on the feast of our patroness.',
      photos: [8, 14],
    },
  },
  {
    key: 'hindi-diwas',
    month: 9,
    day: 14,
    title: 'Hindi Diwas',
    venue: 'Assembly Hall',
    time: '9:00 AM',
    description: 'Kavita path, nibandh lekhan and a short natak by Classes IV to VIII to celebrate Hindi Diwas.',
    news: {
      title: 'Hindi Diwas: kavita path and natak',
      description:
        'Students recited poems of Harivansh Rai Bachchan and Subhadra Kumari Chauhan. The Class VII natak on the importance of the mother tongue won warm applause.',
    },
  },
  {
    key: 'gandhi-jayanti',
    month: 10,
    day: 1,
    title: 'Gandhi Jayanti Cleanliness Drive',
    venue: 'School Campus and Civil Lines',
    time: '8:00 AM',
    description:
      'On the eve of Gandhi Jayanti, students clean the campus and the neighbourhood under the Swachh Bharat programme. School is closed on 2 October.',
    news: {
      title: 'Swachh Bharat: students clean the campus and neighbourhood',
      description:
        'On the eve of Gandhi Jayanti, students and teachers cleaned the campus and Convent Road and sang Vaishnav Jan To in the special assembly.',
    },
  },
  {
    key: 'elocution',
    month: 10,
    day: 16,
    title: 'Inter-House Elocution Competition',
    venue: 'Main Auditorium',
    time: '10:00 AM',
    description:
      'English and Hindi elocution for Classes V to X. Topics are announced 48 hours before the competition.',
    news: {
      title: 'Confident speakers shine at the Inter-House Elocution',
      description:
        'Speakers from all four houses spoke on topics ranging from social media to climate action. St. Teresa House won the overall trophy.',
    },
  },
  {
    key: 'childrens-day',
    month: 11,
    day: 14,
    fixed: true,
    title: "Children's Day Fun Fair",
    venue: 'School Ground',
    time: '9:00 AM to 1:00 PM',
    description:
      'Teachers perform for the students, followed by a fun fair with game stalls, a magic show and food stalls run by the PTA.',
    news: {
      title: "Children's Day: teachers perform and a fun fair delights all",
      description:
        'The teachers staged a musical play for the students, and the PTA fun fair with game stalls and a magic show kept the ground buzzing till noon.',
    },
    album: {
      title: "Children's Day {year}",
      description: 'The teachers\u2019 performance and the fun fair on the school ground.',
      photos: [12, 22],
    },
  },
  {
    key: 'constitution-day',
    month: 11,
    day: 26,
    fixed: true,
    title: 'Constitution Day',
    venue: 'Assembly Hall',
    time: '8:15 AM',
    description:
      'Reading of the Preamble in the morning assembly and a quiz on the Constitution for Classes VIII to X.',
    news: {
      title: 'Constitution Day: students read the Preamble',
      description:
        'The whole school read the Preamble together in the morning assembly, followed by a quiz on the Constitution for the senior classes.',
    },
  },
  {
    key: 'sports-meet',
    month: 12,
    day: 5,
    title: 'Annual Sports Meet',
    venue: 'School Ground',
    time: '8:00 AM',
    description:
      'Track events, relays, drill and the march past of the four houses. Parents are welcome. Students report in house T-shirts by 7:30 AM.',
    news: {
      title: 'Annual Sports Meet concludes with record participation',
      description:
        'Over 900 athletes took part in track events, relays and the drill display. St. Joseph House won the overall championship and new records were set in the 100 m and long jump.',
    },
    album: {
      title: 'Annual Sports Meet {year}',
      description: 'March past, track events, relays and the prize distribution.',
      photos: [16, 28],
    },
    video: true,
  },
  {
    key: 'annual-day',
    month: 12,
    day: 13,
    title: 'Annual Day',
    venue: 'Vasantrao Deshpande Hall, Civil Lines',
    time: '5:30 PM',
    description:
      'The annual cultural evening with dance, drama and music by students of all classes, and the prize distribution for academic excellence. Entry by invitation passes.',
    news: {
      title: 'Annual Day: a colourful evening of dance, drama and music',
      description:
        'The Annual Day programme took the audience on a journey through the cultures of India. Prizes for academic excellence were given away by the chief guest.',
    },
    album: {
      title: 'Annual Day {year}',
      description: 'Dance, drama and music on the Annual Day evening.',
      photos: [18, 30],
    },
    video: true,
  },
  {
    key: 'christmas',
    month: 12,
    day: 22,
    title: 'Christmas Celebration',
    venue: 'Main Auditorium',
    time: '10:00 AM',
    description:
      'Nativity play, carol singing and a visit from Santa Claus for the kindergarten. The school closes for the winter break after the celebration.',
    news: {
      title: 'Christmas celebrated with carols and a nativity play',
      description:
        'The nativity play by Class IV and carols by the school choir filled the auditorium with joy. Santa Claus visited the kindergarten with sweets.',
    },
    album: {
      title: 'Christmas Celebration {year}',
      description: 'The nativity play, carols and Santa\u2019s visit.',
      photos: [12, 22],
    },
    video: true,
  },
];

/** They move with the lunar calendar, by year (month, day). */
const festivals: Record<string, Record<number, [number, number]>> = {
  Holi: {
    2019: [3, 21],
    2020: [3, 10],
    2021: [3, 29],
    2022: [3, 18],
    2023: [3, 8],
    2024: [3, 25],
    2025: [3, 14],
    2026: [3, 4],
    2027: [3, 22],
    2028: [3, 11],
    2029: [3, 1],
    2030: [3, 20],
  },
  'Ganesh Chaturthi': {
    2019: [9, 2],
    2020: [8, 22],
    2021: [9, 10],
    2022: [8, 31],
    2023: [9, 19],
    2024: [9, 7],
    2025: [8, 27],
    2026: [9, 14],
    2027: [9, 4],
    2028: [8, 23],
    2029: [9, 11],
    2030: [9, 1],
  },
  Dussehra: {
    2019: [10, 8],
    2020: [10, 25],
    2021: [10, 15],
    2022: [10, 5],
    2023: [10, 24],
    2024: [10, 12],
    2025: [10, 2],
    2026: [10, 20],
    2027: [10, 9],
    2028: [9, 27],
    2029: [10, 16],
    2030: [10, 6],
  },
  Diwali: {
    2019: [10, 27],
    2020: [11, 14],
    2021: [11, 4],
    2022: [10, 24],
    2023: [11, 12],
    2024: [10, 31],
    2025: [10, 20],
    2026: [11, 8],
    2027: [10, 29],
    2028: [10, 17],
    2029: [11, 5],
    2030: [10, 26],
  },
};

export function holidays(year: number): { month: number; day: number; title: string }[] {
  const out = [
    { month: 1, day: 26, title: 'Republic Day (holiday after the flag hoisting)' },
    { month: 5, day: 1, title: 'Maharashtra Day' },
    { month: 8, day: 15, title: 'Independence Day (holiday after the flag hoisting)' },
    { month: 10, day: 2, title: 'Gandhi Jayanti (holiday)' },
    { month: 12, day: 25, title: 'Christmas Day (holiday)' },
  ];
  for (const [name, byYear] of Object.entries(festivals)) {
    const d = byYear[year];
    if (d) out.push({ month: d[0], day: d[1], title: `${name} (holiday)` });
  }
  return out;
}

export const routines: readonly { month: number; day: number; title: string }[] = [
  { month: 2, day: 20, title: 'Annual Examination begins (Classes I to IX)' },
  { month: 3, day: 28, title: 'Result Day and Report Card distribution' },
  { month: 4, day: 20, title: 'Unit Test I begins' },
  { month: 5, day: 2, title: 'Summer vacation begins' },
  { month: 7, day: 28, title: 'Unit Test II begins' },
  { month: 9, day: 22, title: 'Half-Yearly Examination begins' },
  { month: 10, day: 10, title: 'Half-Yearly results and PTM' },
  { month: 11, day: 20, title: 'Unit Test III begins' },
  { month: 12, day: 23, title: 'Winter break begins' },
  { month: 1, day: 2, title: 'School reopens after the winter break' },
  { month: 1, day: 12, title: 'Pre-Board Examination for Class X begins' },
  { month: 8, day: 29, title: 'National Sports Day: inter-house matches' },
];
