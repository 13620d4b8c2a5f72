// What the map page shows, measured in the browser: the smallest word on screen, which tokens
// are out of sight, how many of a kind of element are drawn.
import type { Frame } from 'playwright-core';

/** The smallest word shown, in screen pixels, and where it is. */
export interface Words {
  /** Words measured: SVG texts and the page's own. */
  readonly count: number;
  /** Hex labels drawn (not hidden). */
  readonly hexLabels: number;
  readonly smallest: { readonly px: number; readonly text: string; readonly in: string };
}

/**
 * Every word the page draws, the map's and the page's: an SVG text's size is its font size times
 * the scale its picture is drawn at (the screen matrix), an HTML text's its font size. Words not
 * drawn (a hidden layer, a closed panel, a list's options) are left out.
 */
export function smallestText(frame: Frame): Promise<Words> {
  return frame.evaluate(() => {
    let smallest = { px: Infinity, text: '', in: '' };
    let count = 0;
    const take = (px: number, text: string, where: string) => {
      count++;
      if (px < smallest.px) smallest = { px: Math.round(px * 100) / 100, text, in: where };
    };
    const drawn = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    for (const t of Array.from(document.querySelectorAll('svg text')) as SVGTextElement[]) {
      if (!drawn(t) || !(t.textContent ?? '').trim()) continue;
      const m = t.getScreenCTM();
      if (!m) continue;
      take(
        parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b),
        t.textContent ?? '',
        t.closest('[data-layer]')?.getAttribute('data-layer') ?? 'svg',
      );
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !(n.textContent ?? '').trim() || el.closest('svg, option, script, style') || !drawn(el)) continue;
      take(
        parseFloat(getComputedStyle(el).fontSize),
        (n.textContent ?? '').trim(),
        `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`,
      );
    }
    const hexLabels = Array.from(document.querySelectorAll('#map svg [data-layer="hex-labels"] text')).filter(
      drawn,
    ).length;
    return { count, hexLabels, smallest };
  });
}

/** The mechs whose token (body and name) is not wholly inside the map's visible box and the frame's viewport. */
export function inSight(frame: Frame): Promise<{ tokens: number; outside: string[] }> {
  return frame.evaluate(() => {
    const box = document.getElementById('map') as HTMLElement;
    const b = box.getBoundingClientRect();
    const left = Math.max(0, b.left + box.clientLeft);
    const top = Math.max(0, b.top + box.clientTop);
    const right = Math.min(innerWidth, b.left + box.clientLeft + box.clientWidth);
    const bottom = Math.min(innerHeight, b.top + box.clientTop + box.clientHeight);
    const tokens = Array.from(box.querySelectorAll('[data-mech]'));
    const outside = tokens.flatMap((t) => {
      const r = t.getBoundingClientRect();
      return r.left >= left && r.top >= top && r.right <= right && r.bottom <= bottom
        ? []
        : [t.getAttribute('data-mech') ?? ''];
    });
    return { tokens: tokens.length, outside };
  });
}

/** How many elements matching `selector` are drawn in the frame. */
export function rendered(frame: Frame, selector: string): Promise<number> {
  return frame.evaluate(
    (sel) => Array.from(document.querySelectorAll(sel)).filter((e) => e.getClientRects().length > 0).length,
    selector,
  );
}
