import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDrawCharts, type EChartsOption, echarts } from './echarts-setup.js';
import { SectionHeading } from './section-heading.js';

/** The figures behind a chart, for the data-table alternative. */
export interface ChartTable {
  headers: string[];
  rows: Array<Array<string>>;
}

/** Offers a chart as a PNG file (what the download button does). */
function savePng(chart: echarts.ECharts, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
  anchor.download = `${name}.png`;
  // Some browsers only download from an anchor that is in the document.
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * One analysis chart with its accessible alternative: a data table the user can show (shown from
 * the start where no canvas is available), and a PNG download of the drawing.
 */
export function ChartCard({ title, option, table }: { title: string; option: EChartsOption; table: ChartTable }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [drawn] = useState(canDrawCharts);
  const [showTable, setShowTable] = useState(!drawn);
  const headingId = useId();
  const tableId = useId();

  useEffect(() => {
    const element = canvas.current;
    if (!drawn || !element) return;
    const instance = echarts.init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [drawn]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return (
    <figure className="patent-chart" aria-labelledby={headingId}>
      <figcaption className="patent-chart-head">
        <SectionHeading depth={1} id={headingId}>
          {title}
        </SectionHeading>
        {drawn ? (
          <span className="patent-chart-actions">
            <Button
              size="small"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((v) => !v)}
            >
              {showTable ? t('portal.patent.analysis.hideTable') : t('portal.patent.analysis.showTable')}
            </Button>
            <Button size="small" onClick={() => chart.current && savePng(chart.current, title)}>
              {t('portal.patent.analysis.png')}
            </Button>
          </span>
        ) : null}
      </figcaption>
      {drawn ? <div ref={canvas} className="patent-chart-canvas" role="img" aria-label={title} /> : null}
      <div id={tableId} hidden={!showTable} className="patent-chart-table">
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have a fixed order.
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row have a fixed order.
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
