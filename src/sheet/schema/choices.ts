/** The values a dropdown column accepts, in the order the dropdown offers them. */
export const YES_NO = ['Yes', 'No'] as const;
export const SIDES = ['PC', 'NPC'] as const;
export const MOVE_CHOICES = ['Stand', 'Walk', 'Run', 'Jump', 'Sprint', 'Cool down'] as const;
export const MELEE_CHOICES = ['Fast', 'Fast x2', 'Strong', 'DFA'] as const;
export const ANGLE_CHOICES = ['High', 'Low'] as const;
export const MECH_STATUSES = ['Active', 'Shutdown', 'Destroyed', 'Wreck'] as const;
export const PILOT_STATUSES = ['Active', 'Unconscious', 'Dead', 'Out'] as const;
export const LIFE_SUPPORT = ['OK', 'Damaged'] as const;
export const EQUIPMENT_STATUSES = ['OK', 'Destroyed', 'Jammed'] as const;
export const HEAT_MODELS = ['Standard', 'Cool-down'] as const;
/** The Rules tab's Dice setting, in the order the docs give them. */
export const DICE_CHOICES = ['Gator rolls everything', 'Typed rolls first', 'Typed rolls only'] as const;
/** The Attacks tab's Target word for "this mech attacks nobody this round": a decision, never a blank. */
export const HOLD_FIRE = 'Hold fire';
/** The Rules tab's Missing orders setting: what the round does about a mech without orders. */
export const MISSING_ORDERS_CHOICES = ['Stand still, hold fire', 'Wait for the GM', 'Autopilot'] as const;
/** The Rules tab's At the deadline setting: what the deadline clock does when Orders due passes. */
export const AT_DEADLINE_CHOICES = ['Tell the GM', 'Resolve'] as const;
