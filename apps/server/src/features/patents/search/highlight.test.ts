import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.js';

const hits = (text: string, phrases: string[][]) =>
  highlight(text, phrases)
    .filter((run) => run.hit)
    .map((run) => run.text);

describe('highlight', () => {
  it('cuts the text into runs that join back to it', () => {
    const runs = highlight('一种基于深度学习的图像识别方法', [['深度', '学习']]);
    expect(runs).toEqual([
      { text: '一种基于', hit: false },
      { text: '深度学习', hit: true },
      { text: '的图像识别方法', hit: false },
    ]);
    expect(runs.map((r) => r.text).join('')).toBe('一种基于深度学习的图像识别方法');
  });

  it.each([
    ['marks a phrase only where its words are adjacent', '机器人与人工智能', [['机器', '人']], ['机器人']],
    [
      'allows spaces and punctuation between the words',
      'a deep-learning model',
      [['deep', 'learning']],
      ['deep-learning'],
    ],
    ['ignores case', 'The SERVER rack', [['server']], ['SERVER']],
    [
      'merges overlapping phrases',
      '锂离子电池',
      [
        ['锂', '离子'],
        ['离子', '电池'],
      ],
      ['锂离子电池'],
    ],
    [
      'takes regular-expression characters literally',
      'a+b (c) a.b a-b',
      [['a+b'], ['(c)'], ['a-b']],
      ['a+b', '(c)', 'a-b'],
    ],
    ['marks nothing without phrases', '深度学习', [], []],
  ])('%s', (_name, text, phrases, expected) => {
    expect(hits(text, phrases)).toEqual(expected);
  });

  it('returns no runs for an empty text', () => {
    expect(highlight('', [['a']])).toEqual([]);
  });
});
