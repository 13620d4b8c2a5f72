/**
 * The map as a picture file (docs/battle-map.md "Saving the picture"): the SVG the
 * server drew, or a PNG of it drawn on a canvas — the forum wants a PNG. The server's SVG is
 * standalone (no outside image or font), so the canvas is never tainted.
 *
 * Apps Script shows the dialog in a sandboxed frame, where the browser may block a download with
 * no message; nothing tells the page whether it happened. So a download is only the first try:
 * the dialog always shows the picture afterwards (pictureBox.ts), to save from there, with the
 * way into a forum post: upload it, then an `[img]` line with its link.
 */

export type PictureFormat = 'png' | 'svg';

/** A picture ready to be downloaded, shown, opened or copied. */
export interface Picture {
  readonly format: PictureFormat;
  /** `gator-map-round-3.png`. */
  readonly fileName: string;
  readonly blob: Blob;
  /** The picture as a `data:` URL: it needs no object URL, so it works in a new window too. */
  readonly dataUrl: string;
  readonly width: number;
  readonly height: number;
}

/** `gator-map-round-3.png`; without a round, `gator-map.png`. */
export function pictureName(round: number | string, format: PictureFormat): string {
  return `gator-map${round !== '' && round !== 0 ? `-round-${round}` : ''}.${format}`;
}

/** The SVG text as a `data:` URL. */
function svgDataUrl(svgText: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
}

/** The width and height the SVG gives itself, in pixels (0 when missing). */
function svgSize(svgText: string): { width: number; height: number } {
  const open = /<svg\b[^>]*>/.exec(svgText);
  const attr = (name: string) => Number((open && new RegExp(`\\s${name}="([\\d.]+)"`).exec(open[0])?.[1]) || 0);
  return { width: attr('width'), height: attr('height') };
}

/** The SVG itself as a picture. */
export function svgPicture(svgText: string, round: number | string): Picture {
  const { width, height } = svgSize(svgText);
  return {
    format: 'svg',
    fileName: pictureName(round, 'svg'),
    blob: new Blob([svgText], { type: 'image/svg+xml' }),
    dataUrl: svgDataUrl(svgText),
    width,
    height,
  };
}

/** The SVG drawn on a canvas at its own size, as a PNG; rejects with a message a GM understands. */
export function pngPicture(svgText: string, round: number | string): Promise<Picture> {
  const size = svgSize(svgText);
  return new Promise<Picture>((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width || img.naturalWidth;
      canvas.height = size.height || img.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) return reject(new Error('This browser cannot draw the map on a canvas.'));
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      const dataUrl = canvas.toDataURL('image/png');
      canvas.toBlob((blob) => {
        if (!blob) return reject(new Error('The browser could not make the PNG.'));
        resolve({
          format: 'png',
          fileName: pictureName(round, 'png'),
          blob,
          dataUrl,
          width: canvas.width,
          height: canvas.height,
        });
      }, 'image/png');
    };
    img.onerror = () => reject(new Error('The browser could not read the map picture.'));
    img.src = svgDataUrl(svgText);
  });
}

/**
 * Asks the browser to download the picture: true when it was asked, false when this browser has
 * no `download` links to ask with. Asked is all the page can know — the browser may still block
 * the download silently (docs/battle-map.md "Saving the picture") — so the caller shows the
 * picture as well, with the ways that need no download.
 */
export function tryDownload(picture: Picture): boolean {
  const a = document.createElement('a');
  if (!('download' in a)) return false;
  const url = URL.createObjectURL(picture.blob);
  a.href = url;
  a.download = picture.fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  try {
    a.click();
  } catch {
    return false;
  } finally {
    document.body.removeChild(a);
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }
  return true;
}

/** The picture alone in a new tab, to save from there; false when the browser blocked it. */
export function openInWindow(picture: Picture, alt: string): boolean {
  const w = window.open('', '_blank');
  if (!w) return false;
  const doc = w.document;
  doc.title = picture.fileName;
  const img = doc.createElement('img');
  img.src = picture.dataUrl;
  img.alt = alt;
  doc.body.style.margin = '0';
  doc.body.appendChild(img);
  return true;
}

/**
 * Puts `text` on the clipboard. Rejects where the browser or the frame's permissions refuse it
 * (the Clipboard API may be blocked in the spreadsheet's dialog frame); the caller then leaves
 * the text selected for Ctrl+C.
 */
export function copyText(text: string): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard || typeof clipboard.writeText !== 'function') return Promise.reject(new Error('no clipboard here'));
  return clipboard.writeText(text);
}

/**
 * Puts the picture itself on the clipboard, for an image host's upload page. Rejects where the
 * browser has no image clipboard or the frame's permissions refuse it; the caller then points to
 * the browser's own menu on the picture.
 */
export function copyPicture(picture: Picture): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard || typeof clipboard.write !== 'function' || typeof ClipboardItem !== 'function')
    return Promise.reject(new Error('no image clipboard here'));
  return clipboard.write([new ClipboardItem({ [picture.blob.type]: picture.blob })]);
}
