/** Texts of the map figure screens (`/system/mapStatistics`, `/system/mapOpreation`). */
const messages = {
  'zh-CN': {
    // How the operation log names this screen's writes (logs/log-actions.ts reads `logs.action.<action>`).
    'logs.action.mapFigure.create': '新增地图数据',
    'logs.action.mapFigure.update': '编辑地图数据',
    'logs.action.mapFigure.delete': '删除地图数据',
    'mapFigures.add': '新增地图数据',
    'mapFigures.createTitle': '新增地图数据',
    'mapFigures.editTitle': '编辑地图数据',
    'mapFigures.mapGenerated':
      '前台地图当前为系统生成的示意图（未配置正式地图）。配置正式区划地图及审图号后，地图下方将显示审图号。',
    'mapFigures.mapConfigured': '前台地图使用已配置的正式区划地图，审图号：{{number}}',
    'mapFigures.year': '年度',
    'mapFigures.district': '区域',
    'mapFigures.all': '全部',
    'mapFigures.actions': '操作',
    'mapFigures.edit': '编辑',
    'mapFigures.delete': '删除',
    'mapFigures.rowName': '{{district}} {{year}} 年',
    'mapFigures.rowLabel': '{{action}}：{{row}}',
    'mapFigures.confirmDelete': '确定删除“{{row}}”的数据吗？删除后地图上该区该年度将显示“暂无数据”。',
    'mapFigures.ok': '确定',
    'mapFigures.cancel': '取消',
    'mapFigures.save': '保存',
    'mapFigures.saved': '地图数据已保存',
    'mapFigures.deleted': '地图数据已删除',
    'mapFigures.loadFailed': '地图数据加载失败，请稍后重试',
    'mapFigures.total': '共 {{total}} 条',
    'mapFigures.unitHint': '单位：件',
    'mapFigures.note': '说明',
    'mapFigures.noteHint': '如数据来源、统计口径等，将在前台区域详情中展示',
  },
  'en-US': {
    'logs.action.mapFigure.create': 'Add map figures',
    'logs.action.mapFigure.update': 'Edit map figures',
    'logs.action.mapFigure.delete': 'Delete map figures',
    'mapFigures.add': 'Add map figures',
    'mapFigures.createTitle': 'Add map figures',
    'mapFigures.editTitle': 'Edit map figures',
    'mapFigures.mapGenerated':
      'The front site currently draws a generated schematic map (no official map is configured). Once an official district map and its review number are configured, the review number is shown under every map.',
    'mapFigures.mapConfigured':
      'The front site draws the configured official district map; map review number: {{number}}',
    'mapFigures.year': 'Year',
    'mapFigures.district': 'District',
    'mapFigures.all': 'All',
    'mapFigures.actions': 'Actions',
    'mapFigures.edit': 'Edit',
    'mapFigures.delete': 'Delete',
    'mapFigures.rowName': '{{district}}, {{year}}',
    'mapFigures.rowLabel': '{{action}}: {{row}}',
    'mapFigures.confirmDelete':
      'Delete the figures of {{row}}? The map will then show "no data" for that district and year.',
    'mapFigures.ok': 'OK',
    'mapFigures.cancel': 'Cancel',
    'mapFigures.save': 'Save',
    'mapFigures.saved': 'The map figures have been saved.',
    'mapFigures.deleted': 'The map figures have been deleted.',
    'mapFigures.loadFailed': 'The map figures could not be loaded. Please try again later.',
    'mapFigures.total': '{{total}} in total',
    'mapFigures.unitHint': 'Count',
    'mapFigures.note': 'Notes',
    'mapFigures.noteHint':
      "Source, scope of the statistics and the like; shown in the district's details on the front site.",
  },
} satisfies Record<'zh-CN' | 'en-US', Record<string, string>>;

export default messages;
