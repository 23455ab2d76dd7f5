import type { Industry } from '@cityip/contracts';
import { PAGE_HEIGHT, PAGE_WIDTH, PdfDocument, type PdfPage, type Rgb, wrapText } from './pdf-writer.js';

/** What a demo report says: its title, the industry, the date and the figures of its chart. */
export interface ReportDocumentSpec {
  title: string;
  city: string;
  industry: Industry;
  publishDate: string;
  kind: 'navigation' | 'warning';
  /** Patent applications per year, oldest first, for the trend chart. */
  yearly: readonly { year: number; count: number }[];
  accent: Rgb;
}

const MARGIN = 56;
const BODY_SIZE = 11;
const LINE = 18;
const TEXT_WIDTH = PAGE_WIDTH - MARGIN * 2;
const GREY: Rgb = [90, 90, 90];

/** Lays text out top-down, starting a new page when the current one is full. */
class Flow {
  private page: PdfPage;
  private y = PAGE_HEIGHT - MARGIN;

  constructor(private readonly doc: PdfDocument) {
    this.page = doc.addPage();
  }

  private need(height: number): PdfPage {
    if (this.y - height < MARGIN + 20) {
      this.page = this.doc.addPage();
      this.y = PAGE_HEIGHT - MARGIN;
    }
    return this.page;
  }

  heading(text: string, accent: Rgb): void {
    const page = this.need(LINE * 3);
    this.y -= LINE;
    page.rect(MARGIN, this.y - 4, 4, 18, accent);
    page.text(MARGIN + 12, this.y, 15, text);
    this.y -= LINE * 1.4;
  }

  paragraph(text: string): void {
    // First-line indent of two characters, as Chinese documents are set.
    for (const line of wrapText(`\u3000\u3000${text}`, TEXT_WIDTH, BODY_SIZE)) {
      this.need(LINE).text(MARGIN, this.y, BODY_SIZE, line);
      this.y -= LINE;
    }
    this.y -= LINE * 0.4;
  }

  /** A bar chart of yearly counts with the values over the bars. */
  chart(caption: string, bars: readonly { year: number; count: number }[], accent: Rgb): void {
    const height = 170;
    const page = this.need(height + LINE * 3);
    const top = this.y - LINE;
    const base = top - height;
    const max = Math.max(...bars.map((b) => b.count), 1);
    const slot = TEXT_WIDTH / bars.length;
    page.rect(MARGIN, base, TEXT_WIDTH, 0.8, GREY);
    for (const [i, bar] of bars.entries()) {
      const barHeight = ((height - 30) * bar.count) / max;
      const x = MARGIN + i * slot + slot * 0.2;
      page.rect(x, base, slot * 0.6, barHeight, accent);
      page.text(x, base + barHeight + 6, 9, String(bar.count), GREY);
      page.text(x + 2, base - 14, 9, String(bar.year), GREY);
    }
    this.y = base - LINE * 1.6;
    page.text(MARGIN, this.y, 10, caption, GREY);
    this.y -= LINE * 1.4;
  }
}

function coverPage(doc: PdfDocument, spec: ReportDocumentSpec): void {
  const page = doc.addPage();
  page.rect(0, PAGE_HEIGHT - 300, PAGE_WIDTH, 300, spec.accent);
  page.text(MARGIN, PAGE_HEIGHT - 90, 14, `${spec.city}知识产权局`, [255, 255, 255]);
  let y = PAGE_HEIGHT - 170;
  for (const line of wrapText(spec.title, TEXT_WIDTH, 24)) {
    page.text(MARGIN, y, 24, line, [255, 255, 255]);
    y -= 34;
  }
  page.text(MARGIN, PAGE_HEIGHT - 360, 13, `产业领域：${spec.industry.name}`);
  page.text(MARGIN, PAGE_HEIGHT - 388, 13, `发布日期：${spec.publishDate}`);
  page.text(MARGIN, PAGE_HEIGHT - 416, 13, `编制单位：${spec.city}知识产权保护中心`);
  page.text(MARGIN, MARGIN + 20, 10, '演示数据：本报告由系统生成，内容与数据均为虚构，仅供功能演示。', GREY);
}

/**
 * A demo patent navigation or early-warning report as a PDF: a cover and a few pages of sections
 * with a trend chart, all text derived from the industry of the city profile.
 */
export function renderReportPdf(spec: ReportDocumentSpec): Buffer {
  const doc = new PdfDocument(spec.title);
  coverPage(doc, spec);
  const flow = new Flow(doc);
  const { industry, city } = spec;
  const first = spec.yearly[0];
  const last = spec.yearly[spec.yearly.length - 1];
  const total = spec.yearly.reduce((sum, y) => sum + y.count, 0);
  const growth = first && last ? Math.round(((last.count - first.count) / Math.max(first.count, 1)) * 100) : 0;
  const ipc = industry.ipcPrefixes.slice(0, 4).join('、');

  flow.heading('一、研究背景', spec.accent);
  flow.paragraph(
    `${industry.name}是${city}重点发展的战略性新兴产业。${industry.description}为摸清产业专利布局、` +
      '识别技术创新方向和潜在风险，本报告以公开专利数据为基础，对本市及国内外相关领域的专利态势进行了系统分析。',
  );
  flow.heading('二、专利申请态势', spec.accent);
  flow.paragraph(
    `${first?.year ?? ''}年至${last?.year ?? ''}年，本市${industry.name}领域累计公开专利申请${total}件，` +
      `年度申请量由${first?.count ?? 0}件增长至${last?.count ?? 0}件，增幅约${growth}%，创新活跃度持续提升。`,
  );
  flow.chart(`图 1  ${city}${industry.name}领域专利申请量年度分布（件，演示数据）`, spec.yearly, spec.accent);
  flow.heading('三、技术构成', spec.accent);
  flow.paragraph(
    `从国际专利分类看，本市申请主要集中在 ${ipc} 等技术方向，核心技术的发明专利占比逐年提高，` +
      '但高价值专利和海外布局仍显不足，部分关键环节对外依存度较高。',
  );
  if (spec.kind === 'warning') {
    flow.heading('四、风险预警', spec.accent);
    flow.paragraph(
      '境外龙头企业已在上述技术方向构建了较为严密的专利组合，并在主要市场提起多起侵权诉讼。' +
        '本市企业在产品出口和技术合作中存在一定的侵权风险，建议重点关注核心专利的法律状态和同族布局。',
    );
  } else {
    flow.heading('四、产业导航', spec.accent);
    flow.paragraph(
      '结合产业链图谱与专利分布，本市在中下游应用环节具备一定优势，上游关键材料与核心部件仍是薄弱环节，' +
        '可通过引进培育创新主体、开展联合攻关补齐短板。',
    );
  }
  flow.heading('五、对策建议', spec.accent);
  flow.paragraph(
    '一是加强高价值专利培育，围绕关键技术开展专利导航和布局；二是完善知识产权风险防控机制，' +
      '建立重点产品出口前的专利预警制度；三是推动专利转化运用，促进产学研协同创新；' +
      '四是加大知识产权公共服务供给，为中小企业提供检索分析和维权援助。',
  );
  flow.paragraph('（本报告为演示数据，不构成任何投资或法律意见。）');
  return doc.toBuffer();
}
