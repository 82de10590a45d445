import { DomUtils, parseDocument } from 'htmlparser2';

export function textOnServer(html: string, notText: string): string {
  const skip = new Set(notText.split(',').map((t) => t.trim()));
  const doc = parseDocument(html);
  for (const element of DomUtils.findAll((e) => skip.has(e.name), doc.children)) DomUtils.removeElement(element);
  return DomUtils.textContent(doc);
}
