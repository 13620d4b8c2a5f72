/** The tabs as the services layer hands them over, and finding one by its name. */
import { normalize } from './cells';

/** The tabs as the services layer hands them over: name → `getValues()` of the whole tab. */
export type Tabs = Readonly<Record<string, readonly (readonly unknown[])[]>>;

/** The values of a tab by its name, exact first, then in any case; undefined when absent. */
export function findTab<T>(
  tabs: Readonly<Record<string, readonly (readonly T[])[]>>,
  name: string,
): readonly (readonly T[])[] | undefined {
  if (Object.prototype.hasOwnProperty.call(tabs, name)) return tabs[name];
  for (const key of Object.keys(tabs)) if (normalize(key) === normalize(name)) return tabs[key];
  return undefined;
}
