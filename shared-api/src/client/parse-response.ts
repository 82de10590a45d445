// Bad items are dropped one by one, so one broken record never empties a page.
import type { z } from 'zod/mini';
import { escapeForLog } from '../log-text.ts';

const MAX_DETAILS = 5;

export function listPayload(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (isRecord(data) && Array.isArray(data.data)) return data.data;
  return null;
}

export function parseItems<S extends z.ZodMiniType>(name: string, schema: S, raw: readonly unknown[]): z.output<S>[] {
  const kept: z.output<S>[] = [];
  const dropped: string[] = [];
  raw.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) kept.push(result.data);
    else dropped.push(`#${index} ${issueSummary(result.error)}`);
  });
  if (dropped.length > 0) {
    const more = dropped.length > MAX_DETAILS ? `; …and ${dropped.length - MAX_DETAILS} more` : '';
    console.warn(
      `[shared-api] ${name}: dropped ${dropped.length} of ${raw.length} item(s): ${escapeForLog(dropped.slice(0, MAX_DETAILS).join('; '))}${more}`,
    );
  }
  return kept;
}

/** The provider's subGallery answers a list: the record whose id matches wins, else the first valid one. */
export function parseSingle<S extends z.ZodMiniType>(
  name: string,
  schema: S,
  data: unknown,
  id: string,
): z.output<S> | null {
  const inner = isRecord(data) && 'data' in data ? data.data : data;
  const candidates = Array.isArray(inner) ? inner : isRecord(inner) ? [inner] : null;
  if (!candidates) {
    console.warn(`[shared-api] ${name}: unexpected response shape (${describe(data)})`);
    return null;
  }
  const items = parseItems(name, schema, candidates);
  const matches = (item: unknown) => isRecord(item) && (item.id === id || item._id === id);
  const item = items.find(matches) ?? items[0];
  if (item === undefined) {
    console.warn(`[shared-api] ${name}: no valid item for id ${escapeForLog(id)}`);
    return null;
  }
  return item;
}

export function issueSummary(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.length > 0 ? i.path.join('.') : '(item)'}: ${i.message}`).join(', ');
}

export function describe(data: unknown): string {
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'array';
  if (typeof data === 'string') return data.trim() === '' ? 'empty body' : 'non-JSON text';
  return typeof data;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
