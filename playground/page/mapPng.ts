/**
 * Export PNG (issue 6): the map the map frame shows, as it shows it (selection, reach, lines
 * of fire), drawn on a canvas at the SVG's own size and downloaded — the dialog's own Save PNG
 * code (src/dialogs/map/picture.ts). This page is not sandboxed, so the download goes through.
 */
import { pngPicture, tryDownload } from '../../src/dialogs/map/picture';

/** Resolves with the PNG's size in bytes once the download started; rejects when there is no map yet. */
export function exportMapPng(frame: HTMLIFrameElement): Promise<number> {
  const svg = frame.contentDocument?.querySelector('#map svg');
  if (!svg) return Promise.reject(new Error('The map is not drawn yet.'));
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('style'); // the frame's zoom; the picture keeps its own width and height
  const text = new XMLSerializer().serializeToString(copy);
  return pngPicture(text, copy.getAttribute('data-round') ?? '').then((png) => {
    tryDownload(png);
    return png.blob.size;
  });
}
