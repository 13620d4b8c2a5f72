/**
 * The picture panel (#picture, issue 11 §5): shown after every Save PNG / Save SVG, since the
 * dialog cannot tell whether the browser let the download through. It shows the picture itself
 * (`#picture-img`, a `data:` URL: right-click → Save image as… works in any frame), opens it
 * alone in a new window, and copies it to the clipboard as a PNG where the browser allows,
 * saying so when it does not.
 */
import { byId } from '../../pages/dom';
import { copyPng, openInWindow, pngPicture, type Picture } from './picture';
import { PICTURE_COPIED, PICTURE_COPY_REFUSED, PICTURE_HELP, PICTURE_WINDOW_BLOCKED, pictureTitle } from './text';

const panel = byId('picture');
const status = byId('picture-status');

/** What the panel shows now, and the PNG its Copy button copies (the picture itself, or one made from the SVG). */
const shown: { picture: Picture | null; png: Promise<Picture> | null; round: number } = { picture: null, png: null, round: 0 };

function say(text: string, isError: boolean): void {
  status.textContent = text;
  status.className = isError ? 'error' : '';
}

function alt(): string {
  return `The battle map, round ${shown.round}`;
}

/** Shows `picture` in the panel over the map. `svgText` makes the PNG for Copy when the picture is an SVG. */
export function showPicture(picture: Picture, round: number, svgText: string): void {
  shown.picture = picture;
  shown.round = round;
  shown.png = picture.format === 'png' ? Promise.resolve(picture) : null;
  if (!shown.png) {
    shown.png = pngPicture(svgText, round);
    shown.png.catch(() => undefined); // a failure is said when Copy is clicked
  }
  byId('picture-title').textContent = pictureTitle(round, picture.format, picture.width, picture.height);
  byId('picture-help').textContent = PICTURE_HELP;
  say('', false);
  // The <img> exists only while the panel is open: the page holds no image otherwise.
  const old = document.getElementById('picture-img');
  if (old && old.parentNode) old.parentNode.removeChild(old);
  const img = document.createElement('img');
  img.id = 'picture-img';
  img.alt = alt();
  img.src = picture.dataUrl;
  panel.appendChild(img);
  panel.hidden = false;
  byId<HTMLButtonElement>('picture-close').focus();
}

function close(): void {
  panel.hidden = true;
  const img = document.getElementById('picture-img');
  if (img && img.parentNode) img.parentNode.removeChild(img);
  shown.picture = null;
  shown.png = null;
}

function open(): void {
  if (!shown.picture) return;
  if (openInWindow(shown.picture, alt())) say('', false);
  else say(PICTURE_WINDOW_BLOCKED, true);
}

function copy(): void {
  if (!shown.png) return;
  copyPng(shown.png).then(
    () => say(PICTURE_COPIED, false),
    () => say(PICTURE_COPY_REFUSED, true),
  );
}

byId('picture-open').addEventListener('click', open);
byId('picture-copy').addEventListener('click', copy);
byId('picture-close').addEventListener('click', close);
