/**
 * Export PNG (issue 6): the map the map frame shows, as it shows it (selection, reach, lines
 * of fire), drawn on a canvas at the SVG's own size and downloaded — the recipe of
 * docs/battle-map.md. The SVG is standalone (no outside image or font), so the canvas is
 * never tainted.
 */

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Resolves with the PNG's size in bytes once the download started; rejects when there is no map yet. */
export function exportMapPng(frame: HTMLIFrameElement): Promise<number> {
  const svg = frame.contentDocument?.querySelector('#map svg');
  if (!svg) return Promise.reject(new Error('The map is not drawn yet.'));
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('style'); // the frame's zoom; the picture keeps its own width and height
  const width = Number(copy.getAttribute('width'));
  const height = Number(copy.getAttribute('height'));
  const round = copy.getAttribute('data-round') ?? '';
  const text = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  return new Promise<number>((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      const canvas = document.createElement('canvas');
      canvas.width = width || img.naturalWidth;
      canvas.height = height || img.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) return reject(new Error('This browser cannot draw on a canvas.'));
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((png) => {
        if (!png) return reject(new Error('The browser could not make the PNG.'));
        download(png, `gator-map${round ? `-round-${round}` : ''}.png`);
        resolve(png.size);
      }, 'image/png');
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The browser could not read the map picture.'));
    };
    img.src = url;
  });
}
