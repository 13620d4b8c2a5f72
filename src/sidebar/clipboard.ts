/**
 * Copy for the forum: the Clipboard API first; inside the Apps Script iframe it
 * may be refused (no clipboard-write permission), so a hidden textarea and
 * `document.execCommand('copy')` follow. Rejects when both fail, so the sidebar can say so
 * and offer the text to copy by hand.
 */
export async function copyText(
  text: string,
  doc: Document = document,
  nav: Navigator | undefined = typeof navigator !== 'undefined' ? navigator : undefined,
): Promise<void> {
  try {
    if (nav?.clipboard?.writeText) {
      await nav.clipboard.writeText(text);
      return;
    }
  } catch {
    // Refused by the frame's permissions: fall through to execCommand.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  const previous = doc.activeElement as HTMLElement | null;
  doc.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = doc.execCommand('copy');
  } finally {
    doc.body.removeChild(area);
    previous?.focus?.();
  }
  if (!ok) throw new Error('The browser refused to copy.');
}
