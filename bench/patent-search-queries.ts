/**
 * The benchmark's query sets: 30 varied queries each, drawn from the generator's vocabularies
 * (apps/server/src/features/patents/corpus/generate/vocabulary), from narrow to broad.
 */
const KEYWORDS = [
  '深度学习',
  '卷积神经网络',
  '知识图谱',
  '联邦学习',
  '图像识别',
  '边缘计算',
  '数字孪生',
  '半导体',
  '芯片',
  '天线',
  '机器人',
  '激光焊接',
  '数控机床',
  '传感器',
  '减速器',
  '抗体',
  '医疗器械',
  '基因',
  '靶向',
  '电池',
  '锂离子电池',
  '充电桩',
  '电机',
  '复合材料',
  '涂层',
  '合金',
  '污水处理',
  '除尘',
  '废气',
  '装置',
];

const FILTERS = [
  'PT=(发明) and LS=(有效) and AD>=2018',
  'PT=(实用新型) and LS=(有效) and AD=[2015 to 2022]',
  'PT=(发明) and LS=(审中) and AD>=2022',
];

const IPC_PREFIXES = [
  'G06F',
  'G06N',
  'G06T',
  'G06Q',
  'H04L',
  'H04W',
  'H01L',
  'G11C',
  'B25J',
  'B23K',
  'G05B',
  'G01B',
  'A61K',
  'A61B',
  'A61P',
  'C12N',
  'B60L',
  'H01M',
  'B60W',
  'H02J',
  'C08L',
  'C22C',
  'B32B',
  'C02F',
  'B01D',
  'F24F',
  'G06',
  'H01',
  'A61',
  'B60',
];

export interface QuerySet {
  name: string;
  queries: string[];
}

export const QUERY_SETS: QuerySet[] = [
  { name: 'keyword', queries: KEYWORDS },
  { name: 'keyword + 3 filters', queries: KEYWORDS.map((k, i) => `${k} and ${FILTERS[i % FILTERS.length]}`) },
  { name: 'code prefix', queries: IPC_PREFIXES.map((code) => `IPC=(${code}*)`) },
];
