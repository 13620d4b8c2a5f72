/**
 * The picture panel (#picture, docs/battle-map.md "Saving the picture"): shown after every Save picture, since
 * the dialog cannot tell whether the browser let the download through. It shows the picture
 * itself (`#picture-img`, a `data:` URL: right-click → Save image as… works in any frame), the
 * ways to save it that need no download (Open in a new tab, Copy the picture) and the
 * way into a forum post, which takes a picture by its link, not pasted in: save it, upload it to
 * an image host, paste its link, copy the `[img]…[/img]` line it makes. Where the frame refuses
 * the clipboard, the line is left selected for Ctrl+C.
 */
import { byId } from '../../pages/dom';
import { copyPicture, copyText, openInWindow, type Picture, type PictureFormat } from './picture';
import {
  imgLine,
  LINE_COPY_REFUSED,
  LINE_STEP,
  lineCopied,
  LINK_STEP,
  linkProblem,
  PICTURE_COPIED,
  PICTURE_COPY_REFUSED,
  PICTURE_WINDOW_BLOCKED,
  pictureTitle,
  saveStep,
  SVG_NOTE,
  UPLOAD_STEP,
} from './text';

const panel = byId('picture');
const status = byId('picture-status');
const link = byId<HTMLInputElement>('picture-link');
const line = byId<HTMLInputElement>('picture-bbcode');
const other = byId<HTMLButtonElement>('picture-other');
const copyImage = byId<HTMLButtonElement>('picture-copy-image');

/** What the panel shows now, and how to save it in the other format. */
const shown: { picture: Picture | null; round: number; saveAs: ((format: PictureFormat) => void) | null } = {
  picture: null,
  round: 0,
  saveAs: null,
};

function say(text: string, isError: boolean): void {
  status.textContent = text;
  status.className = isError ? 'error' : '';
}

function alt(): string {
  return `The battle map, round ${shown.round}`;
}

/** The `[img]` line follows the link as it is typed; a link that is no link is said at once. */
function followLink(): void {
  line.value = imgLine(link.value);
  const problem = linkProblem(link.value);
  if (problem) say(problem, true);
  else if (status.className === 'error') say('', false);
}

/**
 * Shows `picture` in the panel over the map, with the steps into a forum post. `asked`: whether
 * the browser was asked to download it (all the page can know of the download). `saveAs` saves the
 * picture again in the other format (the panel's *Save as SVG instead*).
 */
export function showPicture(
  picture: Picture,
  round: number,
  asked: boolean,
  saveAs: (format: PictureFormat) => void,
): void {
  shown.picture = picture;
  shown.round = round;
  shown.saveAs = saveAs;
  byId('picture-title').textContent = pictureTitle(round, picture.format, picture.width, picture.height);
  byId('picture-save').textContent = saveStep(picture.fileName, asked);
  byId('picture-upload').textContent = UPLOAD_STEP;
  byId('picture-link-label').textContent = LINK_STEP;
  byId('picture-bbcode-label').textContent = LINE_STEP;
  byId('picture-note').textContent = picture.format === 'svg' ? SVG_NOTE : '';
  other.textContent = picture.format === 'png' ? 'Save as SVG instead' : 'Save as PNG';
  // An image clipboard takes PNG; the SVG is no picture an upload page would paste.
  copyImage.hidden = picture.format !== 'png';
  link.placeholder = `https://…/${picture.fileName}`;
  followLink();
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
  link.focus();
}

function close(): void {
  panel.hidden = true;
  const img = document.getElementById('picture-img');
  if (img && img.parentNode) img.parentNode.removeChild(img);
  shown.picture = null;
}

function open(): void {
  if (!shown.picture) return;
  if (openInWindow(shown.picture, alt())) say('', false);
  else say(PICTURE_WINDOW_BLOCKED, true);
}

function copyThePicture(): void {
  if (!shown.picture) return;
  copyPicture(shown.picture).then(
    () => say(PICTURE_COPIED, false),
    () => say(PICTURE_COPY_REFUSED, true),
  );
}

function copy(): void {
  const text = line.value;
  copyText(text).then(
    () => say(lineCopied(text), false),
    () => {
      line.focus();
      line.select();
      say(LINE_COPY_REFUSED, true);
    },
  );
}

link.addEventListener('input', followLink);
byId('picture-open').addEventListener('click', open);
copyImage.addEventListener('click', copyThePicture);
byId('picture-copy').addEventListener('click', copy);
byId('picture-close').addEventListener('click', close);
other.addEventListener('click', () => {
  if (shown.picture && shown.saveAs) shown.saveAs(shown.picture.format === 'png' ? 'svg' : 'png');
});
