/** The Mechs tab's columns made per location and limb: armor, rear armor, structure, actuator hits. */
import { LOCATIONS, TORSOS } from '../../rules/model/location';
import { NARROW, STANDARD, whole, column } from './columnKit';

export const ARMOR_COLUMNS = LOCATIONS.map((loc) =>
  column(
    `armor.${loc}`,
    `${loc} Armor`,
    'state',
    `Armor left on the ${loc} (front for torsos)`,
    'whole number 0 or more',
    whole(0),
    NARROW,
  ),
);
export const REAR_COLUMNS = TORSOS.map((loc) =>
  column(
    `rear.${loc}`,
    `${loc} Rear`,
    'state',
    `Rear armor left on the ${loc}`,
    'whole number 0 or more',
    whole(0),
    NARROW,
  ),
);
export const STRUCTURE_COLUMNS = LOCATIONS.map((loc) =>
  column(
    `structure.${loc}`,
    `${loc} IS`,
    'state',
    `Internal structure left on the ${loc}; 0 = location destroyed`,
    'whole number 0 or more',
    whole(0),
    NARROW,
  ),
);
export const ACTUATOR_COLUMNS = (['LA', 'RA', 'LL', 'RL'] as const).map((limb) =>
  column(
    `actuators.${limb}`,
    `${limb} actuator hits`,
    'state',
    `Actuator hits in the ${limb} (R-9.5; arms +1 to-hit each, R-3.1)`,
    'whole number 0–3; blank = 0',
    whole(0, 3),
    STANDARD,
  ),
);
