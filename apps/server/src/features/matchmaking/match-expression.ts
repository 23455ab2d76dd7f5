import { MATCH_LIMITS, type MatchReason } from '@cityip/contracts';
import { filterItemExpression } from '@cityip/patent-query';
import { segmentWords } from '../../lib/text-search.js';

/** What of a demand the matching reads. */
export interface DemandForMatching {
  title: string;
  description: string;
  industry: string;
  ipcHints: readonly string[];
}

/**
 * Words that say nothing about a technology: they occur in most demands and most patents, so as
 * search terms they would only drown the distinctive ones.
 */
const STOP_WORDS = new Set(
  [
    '一种',
    '方法',
    '系统',
    '装置',
    '设备',
    '技术',
    '需求',
    '企业',
    '公司',
    '我们',
    '我司',
    '用于',
    '进行',
    '研发',
    '合作',
    '开发',
    '实现',
    '提高',
    '提升',
    '需要',
    '希望',
    '寻求',
    '相关',
    '以及',
    '及其',
    '问题',
    '项目',
    '产品',
    '解决',
    '能够',
    '具有',
    '目前',
    '现有',
    '基于',
    '方向',
    '方面',
    '开展',
    '获得',
    '支持',
    '升级',
    '领域',
    '应用',
    '要求',
    '专利',
    '许可',
    '联合',
  ].map((word) => word.toLowerCase()),
);

/** A word worth searching: two or more characters, not only digits, not a stop word. */
const isSearchable = (word: string) => word.length >= 2 && !/^\d+$/.test(word) && !STOP_WORDS.has(word);

/**
 * The demand's distinctive words, best first: words of the title count three times as much as
 * words of the description, ties go to the earlier word. At most MATCH_LIMITS.keywords, because
 * each one more widens the match set the search must rank.
 */
export function demandKeywords(demand: Pick<DemandForMatching, 'title' | 'description'>): string[] {
  const score = new Map<string, { weight: number; first: number }>();
  let position = 0;
  const add = (text: string, weight: number) => {
    for (const word of segmentWords(text)) {
      position++;
      if (!isSearchable(word)) continue;
      const seen = score.get(word);
      if (seen) seen.weight += weight;
      else score.set(word, { weight, first: position });
    }
  };
  add(demand.title, 3);
  add(demand.description, 1);
  return [...score.entries()]
    .sort(([, a], [, b]) => b.weight - a.weight || a.first - b.first)
    .slice(0, MATCH_LIMITS.keywords)
    .map(([word]) => word);
}

/**
 * The patent search expression of a demand: its keywords in title or abstract, or one of its IPC
 * hints as a class prefix, within its key industry when `withinIndustry`. Null when the demand
 * gives nothing to search by (no searchable word, no hint).
 */
export function demandExpression(demand: DemandForMatching, keywords: readonly string[], withinIndustry: boolean) {
  const item = (name: string, values: readonly string[]) =>
    filterItemExpression({ name, values: [...values], customValues: [], custom: false });
  const anyOf = [
    item('', keywords),
    item(
      'IPC',
      demand.ipcHints.map((hint) => `${hint}*`),
    ),
  ].filter((part): part is string => part !== null);
  if (anyOf.length === 0) return null;
  const subject = anyOf.length === 1 ? (anyOf[0] as string) : `(${anyOf.join(' or ')})`;
  return withinIndustry ? `${subject} and ${item('IND', [demand.industry])}` : subject;
}

/** A classification code compared without spaces or case: `H04L 9/00` and `h04l9/00` are one. */
const compact = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** The fields of a found patent that explain a match. */
export interface MatchedRow {
  title: string;
  abstract: string;
  ipcMain: string | null;
  industry: string | null;
  openLicence: boolean;
}

/** Why `row` matched the demand: the keywords it holds, the hint its class falls under, and more. */
export function patentReasons(demand: DemandForMatching, keywords: readonly string[], row: MatchedRow): MatchReason[] {
  const text = `${row.title} ${row.abstract}`.toLowerCase();
  const reasons: MatchReason[] = keywords
    .filter((word) => text.includes(word))
    .map((word) => ({ kind: 'keyword', value: word }));
  const ipc = compact(row.ipcMain ?? '');
  const hint = demand.ipcHints.find((code) => ipc !== '' && ipc.startsWith(compact(code)));
  if (hint) reasons.push({ kind: 'ipc', value: hint });
  if (row.industry && row.industry === demand.industry) reasons.push({ kind: 'industry', value: row.industry });
  if (row.openLicence) reasons.push({ kind: 'openLicence', value: '' });
  return reasons;
}
