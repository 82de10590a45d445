// A reload with the provider down still shows content; what is read back is checked with the contract's schemas.
import { birthdaySchema, galleryItemSchema, newsTitleSchema } from '@school/shared-api';
import type { KioskData } from './kiosk-data.ts';

const VERSION = 1;

export const cacheKey = (schoolCode: string) => `mf_kiosk:last-good:v${VERSION}:${schoolCode}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access throws in some sandboxed frames and private modes.
    return undefined;
  }
}

export function writeKioskCache(
  schoolCode: string,
  data: KioskData,
  storage: Storage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(cacheKey(schoolCode), JSON.stringify({ version: VERSION, ...data }));
  } catch (error) {
    console.warn('[mf_kiosk] could not keep a local copy of the data', error);
  }
}

export function readKioskCache(schoolCode: string, storage: Storage | undefined = defaultStorage()): KioskData | null {
  let raw: unknown;
  try {
    const text = storage?.getItem(cacheKey(schoolCode));
    if (!text) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== VERSION || typeof raw.day !== 'string') return null;
  return {
    gallery: parseList(raw.gallery, galleryItemSchema),
    birthdays: parseList(raw.birthdays, birthdaySchema),
    news: parseList(raw.news, newsTitleSchema),
    day: raw.day,
  };
}

type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

function parseList<T>(value: unknown, schema: Schema<T>): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
