import { describe, expect, it } from 'vitest';
import { demandExpression, demandKeywords, patentReasons } from './match-expression.js';

const demand = {
  title: '基于深度学习的工业视觉缺陷检测算法',
  description: '我司需要一种缺陷检测算法，用于电池极片表面缺陷的在线检测，要求检测速度快。',
  industry: 'ngit',
  ipcHints: ['G06T', 'G06N 3/08'],
};

describe('demand keywords', () => {
  it('ranks title words above description words and drops stop words and numbers', () => {
    const words = demandKeywords(demand);
    expect(words.length).toBeLessThanOrEqual(6);
    // 检测: title ×3 + description ×3 = 6; 缺陷: 3 + 2 = 5; 算法: 3 + 1 = 4.
    expect(words.slice(0, 3)).toEqual(['检测', '缺陷', '算法']);
    for (const stop of ['需要', '用于', '我司', '一种']) expect(words).not.toContain(stop);
  });

  it('finds nothing in a demand made of stop words', () => {
    expect(demandKeywords({ title: '技术需求', description: '寻求合作 2026' })).toEqual([]);
  });
});

describe('demand expression', () => {
  it('joins keywords and IPC prefixes with or, within the industry', () => {
    expect(demandExpression(demand, ['缺陷', '检测'], true)).toBe(
      '((缺陷 or 检测) or IPC=(G06T* or "G06N 3/08"*)) and IND=(ngit)',
    );
  });

  it('drops the industry for the wider search and a missing part', () => {
    expect(demandExpression({ ...demand, ipcHints: [] }, ['缺陷'], false)).toBe('(缺陷)');
    expect(demandExpression({ ...demand, ipcHints: [] }, [], true)).toBeNull();
  });
});

describe('why a patent matched', () => {
  it('names the keywords it holds, the hint its class falls under, its industry and its licence', () => {
    const row = {
      title: '一种电池缺陷检测方法',
      abstract: '利用卷积网络',
      ipcMain: 'G06N3/08',
      industry: 'ngit',
      openLicence: true,
    };
    expect(patentReasons(demand, ['缺陷', '视觉', '检测'], row)).toEqual([
      { kind: 'keyword', value: '缺陷' },
      { kind: 'keyword', value: '检测' },
      { kind: 'ipc', value: 'G06N 3/08' },
      { kind: 'industry', value: 'ngit' },
      { kind: 'openLicence', value: '' },
    ]);
    expect(patentReasons(demand, ['视觉'], { ...row, ipcMain: null, industry: 'nev', openLicence: false })).toEqual([]);
  });
});
