/** Phrases every field shares: how titles end, where parts sit, how they connect. */

/** Endings of a method title, with weights. */
export const METHOD_SUFFIXES: readonly (readonly [string, number])[] = [
  ['', 5],
  ['及系统', 4],
  ['及装置', 2],
  ['、系统及存储介质', 1],
];
export const SOFTWARE_SUFFIXES: readonly (readonly [string, number])[] = [
  ['、装置、电子设备及存储介质', 3],
  ['、装置、设备及介质', 1],
];

export const QUALIFIERS = [
  '便携式',
  '可调节式',
  '模块化',
  '高效',
  '智能',
  '自动',
  '多功能',
  '防尘',
  '快速',
  '高精度',
  '低功耗',
  '一体化',
  '可拆卸式',
  '组合式',
  '紧凑型',
  '节能型',
  '防水型',
  '双工位',
  '全自动',
  '轻量化',
  '稳定性好的',
  '易于维护的',
  '自适应',
  '安全型',
] as const;

export const POSITIONS = [
  '顶部',
  '底部',
  '一侧',
  '两侧',
  '内部',
  '外侧',
  '上端',
  '下端',
  '内壁',
  '前端',
  '后端',
  '中部',
] as const;

export const CONNECTIONS = [
  '固定连接有',
  '设置有',
  '安装有',
  '活动连接有',
  '转动连接有',
  '滑动连接有',
  '可拆卸连接有',
] as const;

export const COMMON_PARTS = ['底座', '支撑架', '连接板', '固定螺栓', '复位弹簧', '安装座', '限位块', '防护罩'] as const;

export const COMMON_EFFECTS = [
  '结构简单',
  '使用方便',
  '成本低廉',
  '便于推广应用',
  '安装和维护方便',
  '工作稳定可靠',
] as const;

/** Functions a device may have (`一种具有散热功能的…`). */
export const FEATURES = [
  '散热',
  '防尘',
  '自动清洁',
  '缓冲减震',
  '快速拆装',
  '角度调节',
  '高度调节',
  '防水',
  '过载保护',
  '自动定位',
  '降噪',
  '防倾倒',
  '自动报警',
  '远程监控',
  '余热回收',
] as const;
