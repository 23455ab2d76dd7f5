import type { CityProfile } from '@cityip/contracts';
import { ipcMatchesPrefix } from '../classification.js';
import { Random } from './prng.js';
import { FALLBACK_TOPIC, TOPICS, type Topic } from './vocabulary/index.js';

/** A main IPC code the generator may assign, with the topic whose words describe it. */
export interface CodeChoice {
  code: string;
  topic: Topic;
}

/**
 * A field of the corpus: one key industry of the profile, or everything outside them
 * (`industry` null). Its codes are those of every topic that fall under the industry's IPC
 * prefixes, so a deployer's industries get the matching vocabulary without code changes.
 */
export interface Field {
  industry: string | null;
  /** Share of the corpus. */
  weight: number;
  codes: readonly CodeChoice[];
  /** Topics of `codes`, weighted by how many codes each holds (company names, designs). */
  topics: readonly (readonly [Topic, number])[];
  /** Holds medical codes (A61): hospitals file here. */
  medical: boolean;
}

/** Share of patents outside the key industries. */
const NON_KEY_SHARE = 0.3;

/** The fields of `profile`: its industries (sizes varied by seed) and the rest. */
export function planFields(profile: CityProfile, seed: number): Field[] {
  const allPrefixes = profile.industries.flatMap((i) => i.ipcPrefixes);
  const fields: Field[] = [];
  const random = new Random(seed, 'fields');
  const sizes = profile.industries.map(() => 0.6 + random.next());
  const sizeTotal = sizes.reduce((a, b) => a + b, 0);
  profile.industries.forEach((industry, index) => {
    const codes: CodeChoice[] = [];
    for (const prefix of industry.ipcPrefixes) {
      const owned = topicCodes((code) => ipcMatchesPrefix(code, prefix));
      // A prefix of additional codes only (A61P indications) needs no main codes of its own.
      if (owned.length > 0) codes.push(...owned);
      else if (!EXTRA_CODES.some((code) => ipcMatchesPrefix(code, prefix))) codes.push(...synthesiseCodes(prefix));
    }
    const share = (1 - NON_KEY_SHARE) * ((sizes[index] as number) / sizeTotal);
    fields.push(field(industry.code, share, dedupe(codes)));
  });
  const rest = topicCodes((code) => !allPrefixes.some((p) => ipcMatchesPrefix(code, p)));
  const nonKeyShare = profile.industries.length > 0 ? NON_KEY_SHARE : 1;
  fields.push(field(null, nonKeyShare, rest.length > 0 ? rest : synthesiseCodes('F16B')));
  return fields;
}

const EXTRA_CODES = TOPICS.flatMap((topic) => topic.extraIpc ?? []);

function topicCodes(keep: (code: string) => boolean): CodeChoice[] {
  return TOPICS.flatMap((topic) => topic.ipc.filter(keep).map((code) => ({ code, topic })));
}

function dedupe(codes: CodeChoice[]): CodeChoice[] {
  const seen = new Set<string>();
  return codes.filter((c) => !seen.has(c.code) && seen.add(c.code));
}

function field(industry: string | null, weight: number, codes: CodeChoice[]): Field {
  const counts = new Map<Topic, number>();
  for (const c of codes) counts.set(c.topic, (counts.get(c.topic) ?? 0) + 1);
  return { industry, weight, codes, topics: [...counts], medical: codes.some((c) => c.code.startsWith('A61')) };
}

const GROUPS = ['1/00', '3/02', '5/04', '7/00', '9/06', '11/02', '13/00', '15/08'] as const;

/**
 * Codes under a prefix that no topic covers, written with neutral words: `A01B` gives
 * `A01B1/00`, `A01B3/02`, …; a class (`A01`) or section (`A`) is widened to a subclass first.
 */
function synthesiseCodes(prefix: string): CodeChoice[] {
  if (prefix.includes('/')) return [{ code: prefix, topic: FALLBACK_TOPIC }];
  if (prefix.length > 4) {
    return ['00', '02', '04', '06'].map((sub) => ({ code: `${prefix}/${sub}`, topic: FALLBACK_TOPIC }));
  }
  const subclass = prefix.length === 4 ? prefix : prefix.length === 3 ? `${prefix}B` : `${prefix}01B`;
  return GROUPS.map((group) => ({ code: subclass + group, topic: FALLBACK_TOPIC }));
}
