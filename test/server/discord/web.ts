// A campaign whose bundle can reach the web: the demo battle on the fakes, with UrlFetchApp answered by a scripted
// Discord and Utilities.sleep advancing a fake clock (src/fakes/web.ts).
import vm from 'node:vm';
import { createFakeServices } from '../../../src/fakes';
import { createFakeWeb, type FakeWeb } from '../../../src/fakes/web';
import { loadBundle } from '../../support/bundle';
import { BUILT_SCOPES, SIDEBAR_HTML, setRule, type Campaign } from '../harness';

export const WEBHOOK = 'https://discord.com/api/webhooks/123456789012345678/abc-DEF_ghi';

export interface WebCampaign extends Campaign {
  readonly web: FakeWeb;
}

/** Set up campaign with the demo battle, the Rules tab's Discord webhook filled in (unless `webhook` is ''). */
export function webCampaign(webhook = WEBHOOK): WebCampaign {
  const fake = createFakeServices({ html: { Sidebar: SIDEBAR_HTML }, scopes: BUILT_SCOPES });
  const web = createFakeWeb(fake);
  const gas = loadBundle({ ...fake.globals(), ...web.globals() });
  fake.useBundle(gas, vm.runInContext('Date', gas));
  vm.runInContext(
    '(() => { let s = 0x2f6b3a1d; Math.random = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; }; })()',
    gas,
  );
  fake.ui.answers.push('YES');
  gas.setupCampaign();
  if (webhook !== '') setRule(fake, 'Discord webhook', webhook);
  fake.log.reset();
  return { fake, gas, web };
}
