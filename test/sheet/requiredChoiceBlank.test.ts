// A required choice cell left blank is a problem of that cell, saying what it must be (src/sheet/tab/rowReader.ts).
import { describe, expect, it } from 'vitest';
import { demo, messages, set } from './fixtures';

describe('a required choice left blank', () => {
  it("the Griffin's Side blank: it must be PC or NPC", () => {
    expect(messages(set(demo(), 'Mechs', 'Side', 2, ''))).toEqual(['Mechs!C2: Side must be PC or NPC, got nothing']);
  });
});
