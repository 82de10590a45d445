import { until } from '../engine.ts';
import { mainText, type Journey } from './journey.ts';

const SUBMIT = 'main form button[type="submit"]';
const says = (...texts: string[]) =>
  texts.every((t) => (document.querySelector('main')?.textContent ?? '').includes(t));

export const forms: Journey = {
  id: 'forms',
  name: 'the three forms',
  async run({ engine, shot }) {
    await engine.goto('/Admission');
    await engine.type('#field-mobileno', '98765');
    await engine.type('#field-firstName', 'Ananya');
    await engine.type('#field-password', 'abc');
    await engine.click(SUBMIT);
    const admission = [
      'Mobile number must be 10 digits',
      'Password must be at least 6 characters long',
      'Please confirm your password',
    ];
    await until(engine, 'the admission messages', says, admission);
    await shot('admission');

    await engine.goto('/Tc');
    await engine.click(SUBMIT);
    await until(engine, 'the TC message', says, ['Please fill in all fields.']);
    await engine.type('#field-admission', 'A-1001');
    await until(
      engine,
      'the TC message to clear',
      () => !(document.querySelector('main')?.textContent ?? '').includes('Please fill in all fields.'),
    );
    await shot('tc');

    await engine.goto('/Login');
    await engine.type('#field-mobileno', '12345');
    await engine.click(SUBMIT);
    await until(engine, 'the login messages', says, ['Mobile number must be 10 digits', 'Password is required']);
    await shot('login');
    if ((await engine.evaluate(mainText)).includes('Signed in')) throw new Error('an empty login signed in');
  },
};
