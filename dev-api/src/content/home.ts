import { PROVIDER_PLACEHOLDER } from '@school/config/runtime-config';
import { demoPortalPath } from '../routes/demo-portal.ts';
import { type Ctx, idFor, paths } from './context.ts';
import { compareDays, longDate, sessionOf } from './dates.ts';
import { MANAGER_NAME, PRINCIPAL_NAME } from './names.ts';
import type { OccasionInstance } from './occasions.ts';
import type {
  HighlightRecord,
  MessageRecord,
  NotificationRecord,
  OnlineRegistrationRecord,
  TopperRecord,
} from './types.ts';

// dev-api's stand-ins for the school's portals, on the URL the list was asked on (routes/lists.ts).
const ADMISSION_PORTAL = PROVIDER_PLACEHOLDER + demoPortalPath('admission');
const PAYMENT_PORTAL = PROVIDER_PLACEHOLDER + demoPortalPath('payment');

function admissionSession(ctx: Ctx): string {
  const start = ctx.today.m >= 10 ? ctx.today.y + 1 : ctx.today.y;
  return `${start}-${String(start + 1).slice(2)}`;
}

function nextOccasion(ctx: Ctx, instances: OccasionInstance[]): OccasionInstance | undefined {
  return instances.find((i) => compareDays(i.day, ctx.today) >= 0);
}

export function buildHighlights(ctx: Ctx, instances: OccasionInstance[], toppers: TopperRecord[]): HighlightRecord[] {
  const y = ctx.today.y;
  const out: { title: string; attachments: string[] }[] = [
    {
      title: `Admissions open for Nursery to Class IX for the session ${admissionSession(ctx)}. Register online; registration fee Rs. 300.`,
      attachments: [paths.doc('admissions', y, 'admission-guidelines')],
    },
  ];
  const classX = toppers.filter((t) => t.class === 'X');
  const latest = classX.at(-1)?.sessionYear;
  const topper = classX.find((t) => t.sessionYear === latest);
  if (topper)
    out.push({
      title: `Congratulations to ${topper.name} for scoring ${topper.division} in the Class X board examination ${topper.sessionYear.slice(5)}!`,
      attachments: topper.attachments,
    });
  const next = nextOccasion(ctx, instances);
  if (next)
    out.push({
      title: `${next.occasion.title} on ${longDate(next.day)}, ${next.occasion.time}, ${next.occasion.venue}.`,
      attachments: [paths.photo('events', next.year, next.slug)],
    });
  const winter = ctx.today.m >= 11 || ctx.today.m <= 2;
  out.push({
    title: winter
      ? 'Winter uniform (navy blue blazer or school sweater) from 1 November to 28 February.'
      : 'Summer uniform is in effect. Students must carry a water bottle every day.',
    attachments: [],
  });
  out.push({ title: 'Parent portal help desk is available from 8 AM to 8 PM on all working days.', attachments: [] });
  out.push({
    title: 'School timings: Classes I to X 7:45 AM to 1:45 PM; Nursery to UKG 8:30 AM to 12:00 PM.',
    attachments: [],
  });
  return out.map((h, i) => ({ _id: idFor(`highlight:${y}:${i}:${h.title}`), ...h }));
}

export function buildNotifications(ctx: Ctx, instances: OccasionInstance[]): NotificationRecord[] {
  const y = ctx.today.y;
  const session = admissionSession(ctx);
  const out: NotificationRecord[] = [
    {
      _id: idFor(`notification:admissions:${session}`),
      title: `Admissions Open ${session}`,
      image: [paths.photo('notifications', y, 'admissions-open')],
      desc: `Registrations for Nursery, LKG, UKG and vacant seats in Classes I to IX for the session ${session} are open. Registration fee Rs. 300. Bring the documents listed on the Admission page.`,
      url: ADMISSION_PORTAL,
      urlTitle: 'Apply Online',
      attachments: [paths.doc('admissions', y, `prospectus-${session}`)],
    },
  ];
  const next = nextOccasion(ctx, instances);
  if (next) {
    out.push({
      _id: idFor(`notification:${next.slug}`),
      title: next.occasion.title,
      image: [paths.photo('events', next.year, next.slug)],
      desc: `${next.occasion.description} Date: ${longDate(next.day)}, ${next.occasion.time}, ${next.occasion.venue}.`,
      url: '',
      urlTitle: '',
      attachments: [paths.doc('events', next.year, `${next.slug}-programme`)],
    });
  }
  out.push({
    _id: idFor(`notification:fees:${sessionOf(ctx.today)}`),
    title: 'Pay fees online',
    image: [paths.photo('notifications', y, 'parent-portal')],
    desc: 'Fees can be paid online through the parent portal or the mobile app. See Parent Portal help for the steps.',
    url: PAYMENT_PORTAL,
    urlTitle: 'Pay Now',
    attachments: [],
  });
  return out;
}

export function buildOnlineRegistration(ctx: Ctx): OnlineRegistrationRecord[] {
  const session = admissionSession(ctx);
  return [
    {
      _id: idFor(`online-registration:${session}`),
      title: `Online registration for admissions ${session} is open: Nursery to Class IX. Registration fee Rs. 300.`,
      attachments: [paths.doc('admissions', ctx.today.y, 'admission-guidelines')],
    },
  ];
}

export function buildMessages(): MessageRecord[] {
  const principal = `<p>Dear parents and students,</p>
<p>It gives me great joy to welcome you to <strong>St. Mary's Convent School</strong>, a family that has been nurturing young minds in Nagpur since 1970. Our motto, <em>Light and Love</em>, reminds us that education is not only about marks but about forming persons of character who serve others.</p>
<p>This year we continue to focus on:</p>
<ul>
<li><strong>Reading</strong>: a library period every week and a reading week each term;</li>
<li><strong>Values</strong>: honesty, compassion and respect for every faith;</li>
<li><strong>Health</strong>: yoga, sports and a healthy canteen;</li>
<li><strong>Partnership with parents</strong>: regular parent-teacher meetings and an open door.</li>
</ul>
<p>Let us walk together so that every child discovers the best in himself or herself.</p>
<p>With prayerful wishes,<br/><strong>${PRINCIPAL_NAME}</strong><br/>Principal</p>`;
  const manager = `<p>Dear members of the St. Mary's family,</p>
<p>The Society of the Sisters of Charity opened this school in <strong>1970</strong> with a handful of children and a dream: to offer quality English-medium education rooted in faith and service to the people of Nagpur.</p>
<p>Over five decades, thousands of students have passed through our gates. We remain committed to:</p>
<ul>
<li>safe, well-equipped classrooms, laboratories and a library;</li>
<li>teachers who are trained, caring and continually learning;</li>
<li>special care for children who need it most.</li>
</ul>
<p>I thank our parents for their trust and our staff for their dedication. <strong>May God bless you all.</strong></p>
<p><strong>${MANAGER_NAME}</strong><br/>Manager</p>`;
  return [
    {
      _id: idFor('message:principal'),
      id: idFor('message:principal'),
      message: principal,
      name: PRINCIPAL_NAME,
      category: 'Principal',
      attachments: [paths.person('principal')],
    },
    {
      _id: idFor('message:manager'),
      id: idFor('message:manager'),
      message: manager,
      name: MANAGER_NAME,
      category: 'Manager',
      attachments: [paths.person('manager')],
    },
  ];
}
