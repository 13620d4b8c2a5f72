// Posts that fit the forum, through the built add-on: the scaled demo's round (test/server/scaled.ts) resolved
// for 4, 8, 24 and 72 mechs, its post read back by the sidebar at the default Forum post limit.
import { describe, expect, it } from 'vitest';
import type { LogRow } from '../../src/log/rows';
import type { ForumPost } from '../../src/server/sidebar/views';
import { scaledCampaign } from '../server/scaled';
import { auditPost, logDice, postDice, tagsBalanced } from '../log/postAudit';

/** The sizes of these posts before they were cut to fit the forum, for the goal: the 8-mech post at most half of it. */
const EIGHT_MECHS_BEFORE = 14000;

describe("the scaled demo's posts fit the forum, every die once", () => {
  it.each([4, 8, 24, 72])(
    '%i mechs: parts within 10,000 characters, tags balanced, every die of the Log once, as few parts as the limit allows',
    (mechs) => {
      const c = scaledCampaign(mechs);
      const r = c.gas.resolveRound(1);
      expect(r.ok).toBe(true);
      const post: ForumPost = c.gas.getSidebarState().forumPost;
      expect(post.text).toBe(r.report.bbcode);
      expect(post.limit).toBe(10000);
      for (const part of post.parts) {
        expect(part.length).toBeLessThanOrEqual(10000);
        expect(part.over).toBe(false);
        expect(tagsBalanced(part.text)).toBe(true);
      }
      // The Log's rows as Resolve wrote them, and the post as the GM pastes it, part after part.
      const pasted = post.parts.map((p) => p.text).join('\n');
      expect(auditPost(pasted, r.report.log as LogRow[])).toEqual([]);
      expect(postDice(pasted).length).toBe(logDice(r.report.log as LogRow[]).length);
      expect(logDice(r.report.log as LogRow[]).length).toBeGreaterThan(mechs * 3);
      // No more parts than the length needs with some room for the parts' own lines.
      expect(post.parts.length).toBeLessThanOrEqual(Math.ceil(post.text.length / 9000));
      if (mechs === 8) expect(post.text.length).toBeLessThanOrEqual(EIGHT_MECHS_BEFORE / 2);
    },
  );
});
