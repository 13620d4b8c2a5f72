/**
 * The Rules tab's Missing orders at Autopilot: each mech the round finds without attack
 * lines gets the autopilot's attack — the target advisor's first enemy, the weapons that keep it
 * cool enough, no melee — and the Log and the post say it was on autopilot. The Resolve of the
 * GM and of the deadline clock both come through here.
 */
import { autopilotAttack, type AutopilotOrder } from '../../rules/advisor/autopilot';
import type { AttackDeclaration } from '../../rules/model/declarations';
import type { Campaign } from '../../sheet/read/campaign';
import type { OrdersBoard } from '../../table/orders';
import { defaultOrderNotes, type DefaultOrderNote } from '../../table/ordersPost';

/** The campaign with the autopilot's attack lines added, and the notes saying what each mech did. */
interface Piloted {
  readonly campaign: Campaign;
  readonly notes: readonly DefaultOrderNote[];
}

/**
 * The round as the autopilot plays the mechs without attack lines, or `notes` unchanged when the
 * Rules tab's Missing orders is not Autopilot. Only the mechs the gate let through (`notes`) are
 * piloted: a mech the GM was not asked about is never made to fire.
 */
export function withAutopilot(campaign: Campaign, board: OrdersBoard, notes: readonly DefaultOrderNote[]): Piloted {
  if (board.missingOrders !== 'autopilot' || notes.length === 0) return { campaign, notes };
  const named = new Set(notes.map((n) => n.mech));
  const { battle, declarations, rules } = campaign;
  const added: AttackDeclaration[] = [];
  const did = new Map<string, string>();
  for (const e of board.waiting) {
    if (!named.has(e.mech) || e.lacks.indexOf('attacks') < 0) continue;
    const order = autopilotAttack(battle, declarations.moves, e.mech, rules);
    if (order.kind === 'fire') added.push(order.attack);
    did.set(e.mech, autopilotText(order));
  }
  // Appended after the sheet's lines, so every typed roll still finds the line it was typed for.
  const piloted = { ...campaign, declarations: { ...declarations, attacks: [...declarations.attacks, ...added] } };
  return { campaign: piloted, notes: defaultOrderNotes(board, did) };
}

/** `fired Medium Laser, Medium Laser at Griffin`, `held fire (no enemy in range)`. */
function autopilotText(order: AutopilotOrder): string {
  return order.kind === 'fire'
    ? `fired ${order.weapons.join(', ')} at ${order.attack.target}`
    : `held fire (${order.why})`;
}
