// What a server log line may take from a request (a URL, a query value, an error message built
// from them): written as it came, a line break starts a line the attacker wrote, and ESC, C1 or
// bidi controls recolour, rewrite or reorder what a terminal shows. The servers (shell, region
// servers, dev-api) log such values through these, never as they came.

/** The longest part of a line one value takes; a longer one is cut and says by how much. */
export const LOG_TEXT_MAX = 300;

// C0, DEL and C1 controls, the line and paragraph separators, the bidi controls, and the backslash
// (so an escape in the log is always one the escaper wrote).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g;
const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

const escapeOne = (c: string): string => {
  const code = c.charCodeAt(0);
  return named[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`);
};

/** `value` as text for one log line: control characters escaped, at most `max` characters of it kept. */
export function escapeForLog(value: unknown, max = LOG_TEXT_MAX): string {
  const text = String(value);
  if (text.length <= max) return text.replace(unsafe, escapeOne);
  // A cut between the halves of a surrogate pair would leave half a character.
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end).replace(unsafe, escapeOne)}…(${text.length - end} more)`;
}

/**
 * An error for the log: its name and its message escaped (it may carry a request value), then its
 * stack's frames, which are this code's own lines. Anything else thrown is escaped whole.
 */
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
