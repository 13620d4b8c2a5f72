/** The .mtf files the GM opened, read as text in the browser (nothing is uploaded until Import). */
import type { MtfSource } from '../../server/import/sources';

function readFile(file: File): Promise<MtfSource> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, text: String(reader.result) });
    reader.onerror = () => reject(new Error(`Could not read ${file.name}.`));
    reader.readAsText(file);
  });
}

/** Every file chosen in `input`, as `{ name, text }` in the order chosen. */
export function readFiles(input: HTMLInputElement): Promise<MtfSource[]> {
  return Promise.all(Array.from(input.files || []).map(readFile));
}
