import { normalize } from '../tab/cells';
import { splitMode } from './weaponModes';

/** What an Attacks row's Weapons cell says. */
type WeaponList =
  | { readonly kind: 'all' }
  | { readonly kind: 'coolDown' }
  | { readonly kind: 'none' }
  | {
      readonly kind: 'list';
      /** `mode`: the words in brackets after the name, `ultra` or `4 shots`, read by the caller. */
      readonly items: readonly { readonly name: string; readonly count: number; readonly mode?: string }[];
    };

// Built once: a regex literal in a function is a new object on every call.
const SPACES_AND_HYPHENS = /[\s-]/g;
const ITEM_BREAKS = /[,;\n]+/;
const COUNT_FIRST = /^(\d+)\s*[x×*]?\s+(.+)$/i;
const COUNT_FIRST_TIGHT = /^(\d+)\s*[x×*]\s*(.+)$/i;
const COUNT_AFTER = /^(.+?)\s*[x×*]\s*(\d+)$/i;

/**
 * Reads a Weapons cell: `All`; blank (a melee-only row); `Cool down` (variant R-V.2); or a
 * comma list whose items may carry a count, before or after the name: `Medium Laser x2,
 * LRM-5`, `2x Medium Laser`, `2 Medium Laser`, and a firing mode in brackets after the name
 * (`Ultra AC/5 (ultra)`, `Rotary AC/5 (4 shots)`, R-18.2). Names and modes are returned as typed
 * (the caller looks them up in the Catalog); an item with a count below 1 is an error.
 */
export function parseWeaponList(text: string): WeaponList | { readonly kind: 'error'; readonly message: string } {
  const t = normalize(text);
  if (t === '') return { kind: 'none' };
  if (t === 'all') return { kind: 'all' };
  if (t.replace(SPACES_AND_HYPHENS, '') === 'cooldown') return { kind: 'coolDown' };
  const items: { name: string; count: number; mode?: string }[] = [];
  for (const raw of text.split(ITEM_BREAKS)) {
    const moded = splitMode(raw.trim());
    let mode = moded.mode;
    const item = moded.name;
    if (item === '') continue;
    const before = COUNT_FIRST.exec(item) ?? COUNT_FIRST_TIGHT.exec(item);
    const after = COUNT_AFTER.exec(item);
    let name = item;
    let count = 1;
    if (after) {
      name = after[1].trim();
      count = Number(after[2]);
    } else if (before) {
      name = before[2].trim();
      count = Number(before[1]);
    }
    // `Ultra AC/5 (ultra) x2`: the mode before the count.
    if (mode === undefined) ({ name, mode } = splitMode(name));
    if (normalize(name) === 'all') return { kind: 'error', message: 'All cannot be mixed with named weapons' };
    if (count < 1) return { kind: 'error', message: `"${item}" fires none; leave it out` };
    items.push(mode === undefined ? { name, count } : { name, count, mode });
  }
  return items.length === 0 ? { kind: 'none' } : { kind: 'list', items };
}
