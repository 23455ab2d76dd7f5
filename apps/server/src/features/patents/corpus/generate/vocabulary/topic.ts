/**
 * The words of one technical field. A topic owns IPC codes (canonical form): a patent whose main
 * code belongs to a topic is written with the topic's words, so title, abstract, claim and
 * classification agree, whatever industries a city profile groups the codes into.
 */
export interface Topic {
  /** `industry.field`, for tests and debugging. */
  name: string;
  /** Business words of the field's company names (`半导体` in `示范市云湖智芯半导体有限公司`). */
  business: readonly string[];
  /** Codes that may be a patent's main IPC. */
  ipc: readonly string[];
  /** Codes that only appear as additional classifications (e.g. A61P therapeutic indications). */
  extraIpc?: readonly string[];
  /** Software-like fields also title `…方法、装置、设备及存储介质`. */
  software?: boolean;
  /** `一种基于…的` (深度学习). */
  techniques: readonly string[];
  /** `一种面向…的` (自动驾驶). */
  scenes: readonly string[];
  /** Method subjects: every object combines with every action of its group (`动力电池` + `健康状态估计`). */
  tasks: readonly PhraseGroup[];
  /** Steps of a method in a plausible order; `{o}` is the task's object. */
  steps: readonly string[];
  /** Apparatus: object + device noun (`晶圆` + `检测装置`). */
  devices: readonly PhraseGroup[];
  /** `一种用于…的` + a tool (`晶圆缺陷检测`, `夹持机构`). */
  purposes: readonly string[];
  tools: readonly string[];
  /** Parts of an apparatus, for utility-model abstracts and claims. */
  parts: readonly string[];
  compositions?: Compositions;
  /** Effects (`提高了{o}的检测精度`). */
  effects: readonly string[];
  /** Design products: name and use. */
  designs: readonly (readonly [name: string, use: string])[];
}

/** A group whose objects all combine sensibly with its actions. */
export interface PhraseGroup {
  objects: readonly string[];
  actions: readonly string[];
  /** Steps that fit this group better than the topic's. */
  steps?: readonly string[];
}

/** Materials, drugs and foods: products with their ingredients, process and uses. */
export interface Compositions {
  products: readonly string[];
  modifiers: readonly string[];
  ingredients: readonly string[];
  processSteps: readonly string[];
  uses: readonly string[];
}
