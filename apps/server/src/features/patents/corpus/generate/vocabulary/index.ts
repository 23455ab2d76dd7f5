import { BIOMED_TOPICS } from './biomed.js';
import { EQUIPMENT_TOPICS } from './equipment.js';
import { FALLBACK_TOPIC, GENERIC_TOPICS } from './generic.js';
import { GREEN_TOPICS } from './green.js';
import { MATERIALS_TOPICS } from './materials.js';
import { NEV_TOPICS } from './nev.js';
import { NGIT_TOPICS } from './ngit.js';
import type { Topic } from './topic.js';

export type { Compositions, PhraseGroup, Topic } from './topic.js';
export { FALLBACK_TOPIC };

/** Every topic; which are "key industry" depends on the city profile's IPC prefixes, not on this list. */
export const TOPICS: readonly Topic[] = [
  ...NGIT_TOPICS,
  ...EQUIPMENT_TOPICS,
  ...BIOMED_TOPICS,
  ...NEV_TOPICS,
  ...MATERIALS_TOPICS,
  ...GREEN_TOPICS,
  ...GENERIC_TOPICS,
];
