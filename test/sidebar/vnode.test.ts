// The sidebar's tiny virtual DOM (src/sidebar/vnode.ts): text is only ever a Text node.
import { describe, expect, it } from 'vitest';
import { fingerprint, h, mount, textOf } from '../../src/sidebar/vnode';
import { FakeDocument, FakeElement } from './fakeDom';
import { XSS_NAME } from './fixtures';

const doc = new FakeDocument();
const asDoc = doc as unknown as Parameters<typeof mount>[1];

describe('mount: sheet text becomes text, never markup', () => {
  it(`${XSS_NAME} is mounted as one Text node`, () => {
    const el = mount(h('p', { id: 'x' }, XSS_NAME), asDoc) as unknown as FakeElement;
    expect(el.tagName).toBe('p');
    expect(el.childNodes).toHaveLength(1);
    expect(el.childNodes[0]).not.toBeInstanceOf(FakeElement);
    expect(el.textContent).toBe(XSS_NAME);
  });

  it('an on… attribute is refused; listeners go through on', () => {
    expect(() => mount(h('img', { onerror: 'alert(1)' }), asDoc)).toThrow('attribute onerror is not allowed');
    let clicked = 0;
    const b = mount(
      h('button', { type: 'button', disabled: false, on: { click: () => clicked++ } }, 'Go'),
      asDoc,
    ) as unknown as FakeElement;
    b.click();
    expect(clicked).toBe(1);
    expect(b.attributes.has('disabled')).toBe(false);
  });

  it('true gives an empty attribute, false / null / undefined none; numbers become text', () => {
    const el = mount(
      h('details', { open: true, hidden: false, title: null, 'data-n': 3 }, 7, false, null, ['a', ['b']]),
      asDoc,
    ) as unknown as FakeElement;
    expect([...el.attributes.entries()]).toEqual([
      ['open', ''],
      ['data-n', '3'],
    ]);
    expect(el.textContent).toBe('7ab');
    expect(textOf(h('p', null, 7, 'x'))).toBe('7x');
  });

  it('fingerprint ignores listener identity but sees every shown change', () => {
    const a = h('button', { on: { click: () => 1 } }, 'Go');
    const b = h('button', { on: { click: () => 2 } }, 'Go');
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint(a)).not.toBe(fingerprint(h('button', { on: { click: () => 1 } }, 'Stop')));
  });
});
