import type { PatentType } from '@cityip/patent-query';
import type { Random } from './prng.js';
import {
  COMMON_EFFECTS,
  COMMON_PARTS,
  CONNECTIONS,
  FEATURES,
  METHOD_SUFFIXES,
  POSITIONS,
  QUALIFIERS,
  SOFTWARE_SUFFIXES,
} from './vocabulary/common.js';
import type { Compositions, Topic } from './vocabulary/index.js';

/** Title, abstract and first claim of one patent, in the style of CNIPA documents. */
export interface PatentText {
  title: string;
  abstract: string;
  firstClaim: string;
}

/** Abstract length the writer aims for, designs aside (CNIPA abstracts are at most 300 characters). */
export const ABSTRACT_MIN = 120;
export const ABSTRACT_MAX = 250;

/** Writes the text of a patent of `type` in `topic`. */
export function writePatentText(random: Random, topic: Topic, type: PatentType): PatentText {
  if (type === 'design') return writeDesign(random, topic);
  if (type === 'utility') return writeDevice(random, topic, '实用新型');
  const compositions = topic.compositions;
  const form = random.weighted([
    ['method', topic.tasks.length > 0 ? 5 : 0],
    ['device', 2],
    ['composition', compositions ? 4 : 0],
    ['use', compositions ? 0.6 : 0],
  ] as const);
  if (form === 'method') return writeMethod(random, topic);
  if (compositions && form === 'composition') return writeComposition(random, topic, compositions);
  if (compositions && form === 'use') return writeUse(random, topic, compositions);
  return writeDevice(random, topic, '发明');
}

const fill = (phrase: string, object: string) => phrase.replaceAll('{o}', object);

/**
 * Picks steps for variants of growing length: variant n holds the first step, the last, and the
 * n-2 others that rank highest in one random draw, in their original order — so shorter and
 * longer variants of one abstract agree, and every method starts and ends where it should.
 */
function stepVariants(random: Random, steps: readonly string[]): (n: number) => string[] {
  const ranks = steps.map(() => random.next());
  if (steps.length > 0) {
    ranks[0] = -2;
    ranks[steps.length - 1] = -1;
  }
  const order = [...steps.keys()].sort((a, b) => (ranks[a] as number) - (ranks[b] as number));
  return (n) => {
    const keep = new Set(order.slice(0, Math.max(1, n)));
    return steps.filter((_, i) => keep.has(i));
  };
}

/** Effects for the closing sentence; `{o}` effects only when there is an object to name. */
function effects(random: Random, topic: Topic, object: string | null, count: number): string[] {
  const own = topic.effects.filter((e) => object !== null || !e.includes('{o}'));
  const picked = random.sample(own, count).map((e) => fill(e, object ?? ''));
  if (picked.length < count) picked.push(...random.sample(COMMON_EFFECTS, count - picked.length));
  return picked;
}

/** Effects that read after `通过设置X，` (they start with what the part achieves). */
const ACHIEVES = /^(提高|提升|降低|减少|减小|减轻|实现|延长|改善|缩短|保证|保障|增强|显著)/;

/**
 * The first variant, from `start` on, whose length is within the abstract range: shorter while
 * too long, longer while too short (each variant is a whole text, nothing is cut mid-sentence).
 */
function fitted(build: (n: number) => string, min: number, max: number, start: number): string {
  let n = Math.min(Math.max(start, min), max);
  let text = build(n);
  while (text.length > ABSTRACT_MAX && n > min) text = build(--n);
  while (text.length < ABSTRACT_MIN && n < max) text = build(++n);
  return text;
}

function methodName(random: Random, topic: Topic, task: string): string {
  const lead = random.weighted([
    ['technique', topic.techniques.length > 0 ? 4 : 0],
    ['techniques', topic.techniques.length > 1 ? 2 : 0],
    ['scene', topic.scenes.length > 0 ? 2 : 0],
    ['plain', 1],
  ] as const);
  if (lead === 'technique') return `基于${random.pick(topic.techniques)}的${task}方法`;
  if (lead === 'techniques') {
    const [a, b] = random.sample(topic.techniques, 2);
    return `基于${a}和${b}的${task}方法`;
  }
  if (lead === 'scene') return `面向${random.pick(topic.scenes)}的${task}方法`;
  return `${task}方法`;
}

function writeMethod(random: Random, topic: Topic): PatentText {
  const group = random.pick(topic.tasks);
  const object = random.pick(group.objects);
  const name = methodName(random, topic, object + random.pick(group.actions));
  const suffix = random.weighted(topic.software ? [...METHOD_SUFFIXES, ...SOFTWARE_SUFFIXES] : METHOD_SUFFIXES);
  const title = `一种${name}${suffix}`;
  const allSteps = (group.steps ?? topic.steps).map((s) => fill(s, object));
  const steps = stepVariants(random, allSteps);
  const numbered = random.chance(0.5);
  const stepText = (list: readonly string[]) =>
    list.map((step, i) => (numbered ? `S${i + 1}、${step}` : step)).join('；');
  const closing = effects(random, topic, object, 3);
  const intro = random.pick(['该方法包括以下步骤：', '所述方法包括：', '包括以下步骤：']);
  // Variant n: n steps and two effects; one beyond all steps adds the third effect.
  const abstract = fitted(
    (n) =>
      `本发明公开了${title}，${intro}${stepText(steps(n))}。本发明${closing.slice(0, n > allSteps.length ? 3 : 2).join('，')}。`,
    2,
    allSteps.length + 1,
    random.int(3, 5),
  );
  return { title, abstract, firstClaim: `1. 一种${name}，其特征在于，包括以下步骤：${stepText(steps(4))}。` };
}

/** Qualifiers that do not end in 的, for `用于…的` titles (no `…的易于维护的…`). */
const PLAIN_QUALIFIERS = QUALIFIERS.filter((q) => !q.endsWith('的'));

function deviceCore(random: Random, topic: Topic): { core: string; object: string | null } {
  const group = random.pick(topic.devices);
  const object = random.pick(group.objects);
  const device = object + random.pick(group.actions);
  const form = random.weighted([
    ['plain', 3],
    ['qualified', 25],
    ['feature', 20],
    ['qualifiedFeature', 25],
    ['part', 15],
    ['purpose', topic.purposes.length > 0 ? 12 : 0],
  ] as const);
  switch (form) {
    case 'plain':
      return { core: device, object };
    case 'qualified':
      return { core: random.pick(QUALIFIERS) + device, object };
    case 'feature':
      return { core: `具有${random.pick(FEATURES)}功能的${device}`, object };
    case 'qualifiedFeature':
      return { core: `具有${random.pick(FEATURES)}功能的${random.pick(QUALIFIERS)}${device}`, object };
    case 'part':
      return { core: `${device}的${random.pick(topic.parts)}结构`, object };
    case 'purpose':
      return {
        core: `用于${random.pick(topic.purposes)}的${random.chance(0.8) ? random.pick(PLAIN_QUALIFIERS) : ''}${random.pick(topic.tools)}`,
        object: null,
      };
  }
}

function writeDevice(random: Random, topic: Topic, kind: '发明' | '实用新型'): PatentText {
  const { core, object } = deviceCore(random, topic);
  const title = `一种${core}${kind === '发明' && random.chance(0.15) ? '及其使用方法' : ''}`;
  const parts = random.sample([...new Set([...topic.parts, ...COMMON_PARTS])], 7);
  const links = parts
    .slice(1)
    .map((part, i) => `所述${parts[i]}的${random.pick(POSITIONS)}${random.pick(CONNECTIONS)}${part}`);
  const closing = effects(random, topic, object, 3);
  const achieved = closing.find((e) => ACHIEVES.test(e));
  const rest = closing.filter((e) => e !== achieved);
  const abstract = fitted(
    (n) =>
      `本${kind}公开了${title}，包括${parts[0]}，${links.slice(0, n).join('，')}。` +
      (achieved ? `通过设置${parts[n]}，${achieved}。` : '') +
      `本${kind}${[...rest.slice(0, 2), random.pick(COMMON_EFFECTS)].join('，')}。`,
    1,
    links.length,
    random.int(2, 4),
  );
  const claim =
    `1. 一种${core}，其特征在于，包括${parts[0]}、${parts[1]}和${parts[2]}；` + `${links.slice(0, 2).join('；')}。`;
  return { title, abstract, firstClaim: claim };
}

function ingredientList(random: Random, compositions: Compositions): string {
  return random
    .sample(compositions.ingredients, random.int(3, 5))
    .map((name) => {
      const low = random.int(1, 60);
      return `${name}${low}～${low + random.int(5, 30)}份`;
    })
    .join('、');
}

/** `高导热聚酰亚胺薄膜`, sometimes two properties (`高导热低介电…`). */
function productName(random: Random, compositions: Compositions): string {
  const modifiers = random.sample(
    compositions.modifiers,
    random.weighted([
      [0, 3],
      [1, 5],
      [2, 2],
    ] as const),
  );
  return modifiers.join('') + random.pick(compositions.products);
}

function writeComposition(random: Random, topic: Topic, compositions: Compositions): PatentText {
  const product = productName(random, compositions);
  const use = random.pick(compositions.uses);
  const variant = random.weighted([
    ['及其制备方法', 5],
    ['的制备方法', 3],
    ['及其制备方法和应用', 2],
  ] as const);
  const title = random.chance(0.25) ? `一种用于${use}的${product}${variant}` : `一种${product}${variant}`;
  const process = compositions.processSteps.map((s) => fill(s, product));
  const steps = stepVariants(random, process);
  const closing = effects(random, topic, product, 3);
  if (variant === '的制备方法') {
    const abstract = fitted(
      (n) => `本发明公开了${title}，包括以下步骤：${steps(n).join('；')}。本发明${closing.slice(0, 2).join('，')}。`,
      2,
      process.length,
      random.int(3, process.length),
    );
    return { title, abstract, firstClaim: `1. ${title}，其特征在于，包括以下步骤：${steps(3).join('；')}。` };
  }
  const recipe = ingredientList(random, compositions);
  const abstract = fitted(
    (n) =>
      `本发明公开了${title}，按重量份计，所述${product}包括以下原料：${recipe}。其制备方法包括：${steps(n).join('；')}。本发明制备的${product}${closing.slice(0, 2).join('，')}。`,
    1,
    process.length,
    random.int(2, 3),
  );
  return { title, abstract, firstClaim: `1. 一种${product}，其特征在于，按重量份计，包括以下原料：${recipe}。` };
}

function writeUse(random: Random, topic: Topic, compositions: Compositions): PatentText {
  const product = productName(random, compositions);
  const use = random.pick(compositions.uses);
  const title = `${product}在${use}中的应用`;
  const recipe = ingredientList(random, compositions);
  const closing = effects(random, topic, product, 3);
  const steps = stepVariants(
    random,
    compositions.processSteps.map((s) => fill(s, product)),
  );
  const abstract = fitted(
    (n) =>
      `本发明公开了${title}。所述${product}按重量份计包括${recipe}，制备时${steps(n).join('，')}。实验表明，${closing.slice(0, 2).join('，')}，在${use}中具有良好的应用前景。`,
    1,
    compositions.processSteps.length,
    2,
  );
  return { title, abstract, firstClaim: `1. ${title}，其特征在于，所述${product}按重量份计包括以下原料：${recipe}。` };
}

const DESIGN_VARIANTS = ['壁挂式', '立式', '便携款', '迷你款', '标准款', '升级版', '豪华型'] as const;
const DESIGN_POINTS = ['形状', '形状与图案的结合', '形状与色彩的结合', '图案', '形状、图案与色彩的结合'] as const;
const DESIGN_NOTES = [
  '省略仰视图。',
  '后视图与主视图对称，省略后视图。',
  '各视图中的透明部分以灰色表示。',
  '请求保护的外观设计包含色彩。',
] as const;

/** A design's brief description (简要说明), the text CNIPA publishes for designs. */
function writeDesign(random: Random, topic: Topic): PatentText {
  const [name, use] = random.pick(topic.designs);
  const model = random.weighted([
    ['', 3],
    [`（${String.fromCharCode(65 + random.int(0, 25))}${random.int(1, 99)}）`, 5],
    [`（${random.pick(DESIGN_VARIANTS)}）`, 2],
  ] as const);
  const title = `${name}${model}`;
  const abstract =
    `1．本外观设计产品的名称：${title}。2．本外观设计产品的用途：本外观设计产品${use}。` +
    `3．本外观设计产品的设计要点：在于${random.pick(DESIGN_POINTS)}。` +
    `4．最能表明设计要点的图片或照片：${random.pick(['立体图', '立体图1', '主视图'])}。5．${random.pick(DESIGN_NOTES)}`;
  // Designs have no claims: the drawings define the protection.
  return { title, abstract, firstClaim: '' };
}
