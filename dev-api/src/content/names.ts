import type { Rng } from '../prng.ts';

const girls = [
  'Aaradhya',
  'Ananya',
  'Anushka',
  'Avani',
  'Diya',
  'Gauri',
  'Ishita',
  'Janhavi',
  'Kavya',
  'Khushi',
  'Mrunal',
  'Myra',
  'Navya',
  'Prachi',
  'Riya',
  'Saanvi',
  'Sakshi',
  'Samruddhi',
  'Shreya',
  'Tanvi',
  'Vaidehi',
  'Sneha',
  'Aditi',
  'Pranjal',
  'Rutuja',
  'Sharvari',
  'Mehak',
  'Zoya',
  'Angela',
  'Sharon',
  'Merlin',
  'Alisha',
  'Fiona',
  'Tanisha',
  'Isha',
  'Vedika',
  'Nandini',
  'Palak',
  'Harshita',
  'Arpita',
] as const;

const boys = [
  'Aarav',
  'Aditya',
  'Arjun',
  'Atharva',
  'Ayush',
  'Chinmay',
  'Devansh',
  'Harsh',
  'Ishaan',
  'Kabir',
  'Krish',
  'Mihir',
  'Om',
  'Parth',
  'Pranav',
  'Rohan',
  'Sarthak',
  'Shaurya',
  'Soham',
  'Tanmay',
  'Vedant',
  'Vihaan',
  'Yash',
  'Aryan',
  'Rudra',
  'Siddharth',
  'Anish',
  'Kunal',
  'Neil',
  'Ryan',
  'Joel',
  'Aaron',
  'Joshua',
  'Faizan',
  'Arnav',
  'Reyansh',
  'Dhruv',
  'Nikhil',
  'Viraj',
  'Sahil',
] as const;

const surnames = [
  'Deshmukh',
  'Kulkarni',
  'Joshi',
  'Patil',
  'Deshpande',
  'Wankhede',
  'Thakre',
  'Bhole',
  'Gupta',
  'Sharma',
  'Agrawal',
  'Jaiswal',
  'Mishra',
  'Tiwari',
  'Verma',
  'Khandelwal',
  'Raut',
  'Bawankar',
  'Meshram',
  'Chaudhari',
  'Fernandes',
  "D'Souza",
  'Pinto',
  'Rodrigues',
  'Thomas',
  'Mathew',
  'George',
  'Nair',
  'Iyer',
  'Menon',
  'Sheikh',
  'Khan',
  'Ansari',
  'Bhagat',
  'Gawande',
  'Kale',
  'Naidu',
  'Reddy',
  'Singh',
  'Saxena',
] as const;

const sisters = [
  'Sr. Lydia Fernandes',
  'Sr. Philomena Pinto',
  'Sr. Jyoti Thomas',
  'Sr. Anita Lobo',
  'Sr. Rose Mathew',
] as const;

export const PRINCIPAL_NAME = 'Sr. Lydia Fernandes';
export const MANAGER_NAME = 'Sr. Philomena Pinto';

export type Person = { first: string; last: string; full: string; gender: 'F' | 'M' };

export function student(rng: Rng): Person {
  const gender = rng.chance(0.5) ? 'F' : 'M';
  const first = gender === 'F' ? rng.pick(girls) : rng.pick(boys);
  const last = rng.pick(surnames);
  return { first, last, full: `${first} ${last}`, gender };
}

export function teacher(rng: Rng): Person {
  if (rng.chance(0.12)) {
    const full = rng.pick(sisters.slice(2));
    return { first: full, last: '', full, gender: 'F' };
  }
  const gender = rng.chance(0.75) ? 'F' : 'M';
  const first = gender === 'F' ? rng.pick(girls) : rng.pick(boys);
  const last = rng.pick(surnames);
  return { first, last, full: `${gender === 'F' ? 'Mrs.' : 'Mr.'} ${first} ${last}`, gender };
}

export const CLASSES = ['Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;
export const DIVISIONS = ['A', 'B', 'C', 'D'] as const;
export const STANDARDS = CLASSES.slice(3);

export const SUBJECTS = [
  'English',
  'Hindi',
  'Marathi',
  'Mathematics',
  'Science',
  'Social Studies',
  'Computer Studies',
  'Environmental Studies',
  'General Knowledge',
  'Moral Science',
] as const;
