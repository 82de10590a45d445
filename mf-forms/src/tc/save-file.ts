/**
 * Hands a blob to the browser as a download with the given name (SPEC §7: the TC arrives as
 * tc.jpg). The object URL is revoked later, not at once: some browsers read it after click().
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
