// Written as it came, a request value's line break starts a line the attacker wrote, and ESC, C1 or
// bidi controls recolour or reorder what a terminal shows: servers log such values through these.

export const LOG_TEXT_MAX = 300;

// The backslash too, so an escape in the log is always one the escaper wrote.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g;
const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

const escapeOne = (c: string): string => {
  const code = c.charCodeAt(0);
  return named[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`);
};

export function escapeForLog(value: unknown, max = LOG_TEXT_MAX): string {
  const text = String(value);
  if (text.length <= max) return text.replace(unsafe, escapeOne);
  // A cut between the halves of a surrogate pair would leave half a character.
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end).replace(unsafe, escapeOne)}…(${text.length - end} more)`;
}

export function errorForLog(error: unknown): string {
  if (!(error instanceof Error)) return escapeForLog(error);
  const head = `${error.name}: ${escapeForLog(error.message)}`;
  // V8's stack starts with the unescaped name and message; only what follows them is kept.
  const said = String(error);
  const stack = error.stack ?? '';
  if (!stack.startsWith(said)) return head;
  const frames = stack.slice(said.length).split('\n').slice(1);
  return [head, ...frames.map((frame) => escapeForLog(frame))].join('\n');
}
