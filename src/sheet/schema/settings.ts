/** The Rules tab's settings: each Setting row, its default and the values it takes. */
import { AT_DEADLINE_CHOICES, DICE_CHOICES, MISSING_ORDERS_CHOICES } from './choices';

/** One Setting row of the Rules tab. */
export interface SettingSpec {
  readonly key:
    | 'round'
    | 'playersAdvantage'
    | 'defaultGunnery'
    | 'defaultPiloting'
    | 'heatModel'
    | 'wrecks'
    | 'diceSeed'
    | 'dice'
    | 'forumPostLimit'
    | 'battle'
    | 'ordersDue'
    | 'roundLength'
    | 'missingOrders'
    | 'discordWebhook'
    | 'atDeadline'
    | 'reminder'
    | 'xpBattle'
    | 'xpKill'
    | 'xpAssist'
    | 'stepCost'
    | 'assistDamage';
  readonly name: string;
  readonly aliases?: readonly string[];
  /** The value Set up writes, and the one used when the row is missing. */
  readonly defaultValue: string | number;
  readonly valid: string;
  readonly notes: string;
}

/** The campaign's advancement: what Start a new battle credits each pilot, and what a step costs. */
const ADVANCEMENT: readonly SettingSpec[] = [
  {
    key: 'xpBattle',
    name: 'XP per battle',
    defaultValue: 1,
    valid: 'whole number 0 or more',
    notes: 'XP a pilot earns for taking part in a battle and surviving it (R-16.4).',
  },
  {
    key: 'xpKill',
    name: 'XP per kill',
    defaultValue: 2,
    valid: 'whole number 0 or more',
    notes: 'XP per mech the pilot destroyed (R-16.2, R-16.4).',
  },
  {
    key: 'xpAssist',
    name: 'XP per assist',
    defaultValue: 1,
    valid: 'whole number 0 or more',
    notes: 'XP per assist (R-16.3, R-16.4).',
  },
  {
    key: 'stepCost',
    name: 'Skill step cost',
    aliases: ['Step cost'],
    defaultValue: 8,
    valid: 'whole number 1 or more',
    notes:
      'XP one step of Gunnery or Piloting costs (R-16.4): Approve skill steps grants a Step asked when the pilot has them.',
  },
  {
    key: 'assistDamage',
    name: 'Assist damage',
    defaultValue: 10,
    valid: 'whole number 1 or more',
    notes: 'Damage to a mech destroyed in the battle that earns an enemy other than its killer an assist (R-16.3).',
  },
];

export const SETTINGS: readonly SettingSpec[] = [
  {
    key: 'round',
    name: 'Round',
    defaultValue: 1,
    valid: 'whole number 1 or more',
    notes: 'The round the next Resolve plays; Gator advances it.',
  },
  {
    key: 'playersAdvantage',
    name: "Players' advantage",
    aliases: ['Players advantage', 'Freebie'],
    defaultValue: 'Yes',
    valid: 'Yes or No',
    notes: 'Each PC auto-hits with one weapon per round (R-5.1).',
  },
  {
    key: 'defaultGunnery',
    name: 'Default gunnery',
    defaultValue: 3,
    valid: 'whole number 0–8',
    notes: 'Used where a Mechs row leaves Gunnery blank.',
  },
  {
    key: 'defaultPiloting',
    name: 'Default piloting',
    defaultValue: 4,
    valid: 'whole number 0–8',
    notes: 'Used where a Mechs row leaves Piloting blank.',
  },
  {
    key: 'heatModel',
    name: 'Heat model',
    defaultValue: 'Standard',
    valid: 'Standard or Cool-down',
    notes: 'Cool-down: the size-based heat variant (R-V.1, R-V.2).',
  },
  {
    key: 'wrecks',
    name: 'Wrecks',
    defaultValue: 'No',
    valid: 'Yes or No',
    notes: 'Destroyed mechs stay as wrecks until they explode (R-V.3).',
  },
  {
    key: 'diceSeed',
    name: 'Dice seed',
    defaultValue: 'Random',
    valid: 'Random (or blank), Sealed, or any other text',
    notes:
      'Random: a fresh seed each round, written to the Log. Sealed: a secure random seed drawn before the orders, its seal (SHA-256) shown in the sidebar and the last post, the seed revealed at Resolve (docs/fair-play.md). Any other text: round N uses that text and N, so a round can be replayed.',
  },
  {
    key: 'dice',
    name: 'Dice',
    defaultValue: DICE_CHOICES[0],
    valid: `${DICE_CHOICES[0]}, ${DICE_CHOICES[1]} or ${DICE_CHOICES[2]}`,
    notes:
      'Who rolls (R-0.5). Typed rolls first: the rolls typed on Attacks (Roll) and the Rolls tab are used, Gator rolls the rest. Typed rolls only: Resolve stops at the first roll nobody typed and lists the rolls needed.',
  },
  {
    key: 'forumPostLimit',
    name: 'Forum post limit (characters)',
    aliases: ['Forum post limit', 'Post limit'],
    defaultValue: 10000,
    valid: 'whole number 1000 or more',
    notes:
      "Copy for the forum offers a longer round in numbered parts of at most this many characters, cut between mechs. 10000 fits the strictest forums; raise it to your forum's cap for fewer parts.",
  },
  {
    key: 'battle',
    name: 'Battle',
    defaultValue: 1,
    valid: 'whole number 1 or more, or a name; blank = 1',
    notes:
      'The battle being fought, by number or name; the sidebar and the forum post name it from battle 2 on. Start a new battle keeps its Log as the tab "Log — battle N" and moves on to the next.',
  },
  {
    key: 'ordersDue',
    name: 'Orders due',
    aliases: ['Deadline'],
    defaultValue: '',
    valid: "a date and time (2026-12-03 20:00), in the spreadsheet's time zone; blank = no deadline",
    notes:
      "When this round's orders are due (R-15.4): the sidebar counts down to it and the waiting-on post names it. After it, Resolve gives every mech still without orders the Missing orders default without asking.",
  },
  {
    key: 'roundLength',
    name: 'Round length',
    aliases: ['Turn length'],
    defaultValue: '',
    valid: 'a length of time (48h, 2d, 1d 12h); blank = none',
    notes:
      "How long the players have for each round's orders (R-17.1): each Resolve sets Orders due to this long after the old deadline, or after now when that is later, and Start a new battle to this long after now. Blank: Resolve and a new battle clear Orders due.",
  },
  {
    key: 'missingOrders',
    name: 'Missing orders',
    defaultValue: MISSING_ORDERS_CHOICES[0],
    valid: `${MISSING_ORDERS_CHOICES[0]}, ${MISSING_ORDERS_CHOICES[1]} or ${MISSING_ORDERS_CHOICES[2]}`,
    notes:
      "A mech without orders when the round is resolved (R-15.3): Stand still, hold fire — it stands still and attacks nobody (before the deadline Resolve asks first); Wait for the GM — Resolve refuses until every mech has orders; Autopilot — it stands still and fires at the target advisor's first enemy, only the weapons that keep it out of the heat scale's to-hit and shutdown effects (R-17.3).",
  },
  {
    key: 'discordWebhook',
    name: 'Discord webhook',
    aliases: ['Discord'],
    defaultValue: '',
    valid: 'https://discord.com/api/webhooks/… (or discordapp.com); blank = none',
    notes:
      "Post to Discord sends each round's post there, in messages of at most 2,000 characters (docs/discord.md). Anyone who can read this tab can post with it: share the spreadsheet with the table only.",
  },
  {
    key: 'atDeadline',
    name: 'At the deadline',
    defaultValue: AT_DEADLINE_CHOICES[0],
    valid: `${AT_DEADLINE_CHOICES[0]} or ${AT_DEADLINE_CHOICES[1]}`,
    notes:
      'What the deadline clock does when Orders due passes, once the GM started it (R-17.2, docs/deadline-clock.md): Tell the GM — an e-mail saying the round is ready, or why it cannot be resolved; Resolve — the round resolved as Resolve without them would after the deadline, the post e-mailed to the GM.',
  },
  {
    key: 'reminder',
    name: 'Reminder before the deadline',
    aliases: ['Reminder'],
    defaultValue: '24h',
    valid: 'a length of time (24h, 12h, 1d); blank = no reminders',
    notes:
      "How long before Orders due the deadline clock e-mails each player who ticked Notify and still owes orders (R-17.4): one e-mail a round, naming the mechs, the deadline and the spreadsheet's address.",
  },
  ...ADVANCEMENT,
];
