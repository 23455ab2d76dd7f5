import type { CityProfile } from '@cityip/contracts';

/**
 * The fictional demo city's districts and key industries ("demo data" wherever shown). A
 * deployment replaces them with its own through CITY_PROFILE (a JSON file of the same shape).
 */
export const DEMO_CITY_PROFILE: CityProfile = {
  timeZone: 'Asia/Shanghai',
  districts: [
    { code: 'yunhu', name: '云湖区', nameEn: 'Yunhu District' },
    { code: 'haibin', name: '海滨区', nameEn: 'Haibin District' },
    { code: 'linjiang', name: '临江区', nameEn: 'Linjiang District' },
    { code: 'fengling', name: '凤岭区', nameEn: 'Fengling District' },
    { code: 'nangang', name: '南港区', nameEn: 'Nangang District' },
    { code: 'qinghe', name: '青禾区', nameEn: 'Qinghe District' },
    { code: 'songwan', name: '松湾区', nameEn: 'Songwan District' },
    { code: 'jinsha', name: '金沙区', nameEn: 'Jinsha District' },
    { code: 'shiqiao', name: '石桥区', nameEn: 'Shiqiao District' },
  ],
  industries: [
    {
      code: 'ngit',
      name: '新一代信息技术',
      nameEn: 'Next-generation information technology',
      description: '涵盖集成电路、人工智能、通信网络、软件与信息服务，是本市规模最大的战略性新兴产业。',
      descriptionEn:
        'Integrated circuits, artificial intelligence, communication networks, software and information services: the largest strategic emerging industry of the city.',
      ipcPrefixes: ['G06F', 'G06N', 'G06Q', 'G06T', 'H04L', 'H04W', 'H01L', 'G11C'],
    },
    {
      code: 'equipment',
      name: '高端装备制造',
      nameEn: 'High-end equipment manufacturing',
      description: '包括智能制造装备、工业机器人、精密仪器和轨道交通装备。',
      descriptionEn:
        'Intelligent manufacturing equipment, industrial robots, precision instruments and rail transit equipment.',
      ipcPrefixes: ['B25J', 'B23K', 'B23Q', 'G05B', 'G01B', 'B61L'],
    },
    {
      code: 'biomed',
      name: '生物医药',
      nameEn: 'Biomedicine',
      description: '涵盖创新药物、医疗器械、体外诊断和生物技术服务。',
      descriptionEn: 'Innovative drugs, medical devices, in-vitro diagnostics and biotechnology services.',
      ipcPrefixes: ['A61K', 'A61P', 'A61B', 'C12N', 'C12Q', 'C07K'],
    },
    {
      code: 'nev',
      name: '新能源汽车',
      nameEn: 'New energy vehicles',
      description: '包括动力电池、驱动电机、电控系统、充电设施和智能网联汽车。',
      descriptionEn:
        'Traction batteries, drive motors, electronic control, charging facilities and connected vehicles.',
      ipcPrefixes: ['B60L', 'H01M', 'B60W', 'H02J', 'B60K'],
    },
    {
      code: 'materials',
      name: '新材料',
      nameEn: 'Advanced materials',
      description: '包括先进高分子材料、电子化学品、特种金属和复合材料。',
      descriptionEn: 'Advanced polymers, electronic chemicals, special metals and composite materials.',
      ipcPrefixes: ['C08L', 'C08K', 'C22C', 'C01B', 'B32B'],
    },
    {
      code: 'green',
      name: '节能环保',
      nameEn: 'Energy saving and environmental protection',
      description: '包括污水处理、大气治理、固废资源化和高效节能设备。',
      descriptionEn:
        'Wastewater treatment, air pollution control, solid-waste recycling and energy-efficient equipment.',
      ipcPrefixes: ['C02F', 'B01D', 'F24F', 'B09B', 'F23G'],
    },
  ],
};
