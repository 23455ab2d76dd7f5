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

/**
 * Proximity (`NEAR/n`, `W/n`): pairs that co-occur in generated titles and abstracts (technique
 * and task, object and action, part and part), bare and in TI/AB, n from 1 to 10. Their cost is
 * reading the positions of every patent holding both words, so the set spans a few dozen to
 * about 25,000 such candidates (`散热 W/2 风扇`, `图像 NEAR/5 识别` and `混凝土 W/2 养护` are the broad ones).
 */
const PROXIMITY = [
  '深度学习 NEAR/5 目标检测',
  'TI=(卷积神经网络 NEAR/5 目标检测)',
  '联邦学习 NEAR/8 身份认证',
  '区块链 W/5 数据加密传输',
  'AB=(晶圆 W/2 缺陷检测)',
  '机器视觉 NEAR/6 外观检测',
  '功率模块 W/1 散热结构',
  '机械臂 W/2 路径规划',
  'TI=(数字孪生 NEAR/4 故障预测)',
  '激光熔覆 NEAR/10 焊接',
  '数控机床 W/3 热误差补偿',
  '钢轨 W/2 磨耗测量',
  '结构光 NEAR/5 三维形貌测量',
  '间充质干细胞 W/3 扩增培养',
  '肺癌 W/2 早期筛查',
  '超声图像 NEAR/3 病灶分割',
  'TI=(动力电池 W/2 健康状态估计)',
  '电池包 NEAR/5 液冷板',
  '充电桩 NEAR/3 功率分配',
  '驱动电机 W/3 故障诊断',
  '静电纺丝 NEAR/6 薄膜',
  '铝合金 W/3 热处理',
  '废旧锂电池 NEAR/5 有价金属回收',
  'AB=(膜生物反应器 NEAR/8 污水)',
  'AB=(印染废水 NEAR/4 深度净化)',
  '催化燃烧 NEAR/6 挥发性有机废气',
  '扫地机器人 W/3 清洁路径规划',
  '混凝土 W/2 养护',
  '图像 NEAR/5 识别',
  '散热 W/2 风扇',
];

export interface QuerySet {
  name: string;
  queries: string[];
}

export const QUERY_SETS: QuerySet[] = [
  { name: 'keyword', queries: KEYWORDS },
  { name: 'keyword + 3 filters', queries: KEYWORDS.map((k, i) => `${k} and ${FILTERS[i % FILTERS.length]}`) },
  { name: 'code prefix', queries: IPC_PREFIXES.map((code) => `IPC=(${code}*)`) },
  { name: 'proximity', queries: PROXIMITY },
];
