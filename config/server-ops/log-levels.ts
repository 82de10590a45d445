// Apart from server-ops.ts, so the start settings can name them without loading prom-client.
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
export const DEFAULT_ACCESS_LINES_PER_SECOND = 50;
