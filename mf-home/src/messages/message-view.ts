import type { MessageRecord } from '@school/shared-api';
import { defaultMessages, type MessageKind } from '../content/default-messages.ts';

export type MessageView = {
  name: string;
  category: MessageKind;
  /** Unsanitised HTML: always rendered through sanitizeHtml. */
  html: string;
  photo: string | null;
  isDefault: boolean;
};

const sameCategory = (value: string, kind: MessageKind) => value.trim().toLowerCase() === kind.toLowerCase();

export function messageView(records: readonly MessageRecord[], kind: MessageKind, schoolName: string): MessageView {
  const record = records.find((r) => sameCategory(r.category, kind) && r.message.trim() !== '');
  if (!record) {
    const d = defaultMessages[kind];
    return {
      name: d.name,
      category: kind,
      html: d.html.replaceAll('{school}', schoolName),
      photo: null,
      isDefault: true,
    };
  }
  return {
    name: record.name.trim() || defaultMessages[kind].name,
    category: kind,
    html: record.message,
    photo: record.attachments[0] ?? null,
    isDefault: false,
  };
}
