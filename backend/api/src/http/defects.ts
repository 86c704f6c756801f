// What the log says about a request that failed on our side. A database error's context (PostgreSQL's
// `detail` and `where`, the driver's parameters) can hold the request's data (an e-mail, a message), so
// it is left out: the SQLSTATE, the server's routine and our own stack say where to look.

const MAX_LOGGED_MESSAGE = 500;

const clipped = (text: string) =>
  text.length > MAX_LOGGED_MESSAGE
    ? `${text.slice(0, MAX_LOGGED_MESSAGE)}… (${text.length} characters)`
    : text;

/** Our own frames of a stack (the first line, the message, is written separately). */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .join('\n');

/** A one-paragraph description of a defect with no request data in it. */
export const describeDefect = (defect: unknown): string => {
  const value = defect as {
    _tag?: unknown;
    name?: unknown;
    message?: unknown;
    stack?: unknown;
    cause?: { code?: unknown; routine?: unknown; message?: unknown };
  } | null;
  if (value === null || typeof value !== 'object') return clipped(String(defect));
  const name =
    typeof value._tag === 'string' ? value._tag : typeof value.name === 'string' ? value.name : 'Error';
  const stack = typeof value.stack === 'string' ? value.stack : undefined;
  if (name === 'SqlError') {
    const cause = value.cause ?? {};
    const state = typeof cause.code === 'string' ? ` SQLSTATE ${cause.code}` : '';
    const routine = typeof cause.routine === 'string' ? ` in ${cause.routine}` : '';
    // PostgreSQL quotes the offending value in some messages ('invalid input syntax for type uuid: "…"').
    const reason =
      typeof cause.message === 'string' ? `: ${clipped(cause.message.replace(/"[^"]*"/g, '"…"'))}` : '';
    return `SqlError${state}${routine}${reason}\n${framesOf(stack)}`;
  }
  const message = typeof value.message === 'string' ? clipped(value.message) : '';
  return `${name}${message ? `: ${message}` : ''}\n${framesOf(stack)}`;
};
