export type MessageKind = 'Principal' | 'Manager';

export type DefaultMessage = { route: 'principalMessage' | 'managerMessage'; name: string; html: string };

export const defaultMessages: Record<MessageKind, DefaultMessage> = {
  Principal: {
    route: 'principalMessage',
    name: 'The Principal',
    html: `<p>Dear parents and students,</p>
<p>Welcome to {school}. Since 1970 our school has tried to give every child a sound English-medium education together with the values of honesty, compassion and service.</p>
<p>We believe that each child is unique. Our teachers work to help every student grow in knowledge, in confidence and in care for others, in the classroom, on the playground and in the many activities of school life.</p>
<p>I thank you for your trust and look forward to walking this journey with you.</p>`,
  },
  Manager: {
    route: 'managerMessage',
    name: 'The Manager',
    html: `<p>Dear members of the school family,</p>
<p>{school} was opened in 1970 by a religious society with a simple aim: to offer good education rooted in faith and in service to all, whatever their background.</p>
<p>The management remains committed to safe and well-equipped classrooms, laboratories and library, and to teachers who are trained, caring and always learning.</p>
<p>May God bless every student, parent and member of staff.</p>`,
  },
};
