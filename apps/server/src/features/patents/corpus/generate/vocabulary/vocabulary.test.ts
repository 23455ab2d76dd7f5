import { describe, expect, it } from 'vitest';
import { canonicalClassification } from '../../classification.js';
import { FALLBACK_TOPIC, TOPICS } from './index.js';

describe('topic vocabularies', () => {
  it('own canonical IPC codes, each code in one topic only', () => {
    const owners = new Map<string, string>();
    for (const topic of TOPICS) {
      expect(topic.ipc.length, topic.name).toBeGreaterThan(5);
      for (const code of [...topic.ipc, ...(topic.extraIpc ?? [])]) {
        expect(canonicalClassification(code), `${topic.name} ${code}`).toBe(code);
        expect(owners.get(code), `${code} in ${topic.name} and ${owners.get(code)}`).toBeUndefined();
        owners.set(code, topic.name);
      }
    }
  });

  it.each([...TOPICS, FALLBACK_TOPIC].map((t) => [t.name, t] as const))(
    '%s can write every kind of patent',
    (_, topic) => {
      expect(topic.business.length).toBeGreaterThan(0);
      expect(topic.tasks.length).toBeGreaterThan(0);
      for (const group of topic.tasks) expect((group.steps ?? topic.steps).length).toBeGreaterThanOrEqual(3);
      expect(topic.devices.length).toBeGreaterThan(0);
      expect(topic.parts.length).toBeGreaterThanOrEqual(4);
      expect(topic.tools.length).toBeGreaterThan(0);
      expect(topic.effects.length).toBeGreaterThanOrEqual(3);
      expect(topic.designs.length).toBeGreaterThan(0);
      const phrases = [
        ...topic.techniques,
        ...topic.scenes,
        ...topic.tasks.flatMap((g) => [...g.objects, ...g.actions, ...(g.steps ?? [])]),
        ...topic.steps,
        ...topic.devices.flatMap((g) => [...g.objects, ...g.actions]),
        ...topic.purposes,
        ...topic.parts,
        ...topic.effects,
      ];
      for (const phrase of phrases) expect(phrase.trim(), topic.name).toBe(phrase);
      expect(phrases.every(Boolean)).toBe(true);
    },
  );
});
