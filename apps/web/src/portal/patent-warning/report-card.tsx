import { fileUrl, formatFileSize, type PublicReport } from '@cityip/contracts';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../components/lazy-image.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';

interface ReportCardProps {
  report: PublicReport;
  /** Null while the column is closed: the download (and its survey) is not offered. */
  onDownload: ((report: PublicReport) => void) | null;
  downloading: boolean;
}

/** One report: cover, title, industry, date, size and downloads, summary and the download button. */
export function ReportCard({ report, onDownload, downloading }: ReportCardProps) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const titleId = `report-${report.id}-title`;
  const action = t(report.surveyAnswered ? 'patentWarning.download' : 'patentWarning.downloadWithSurvey');
  return (
    <li className="report-card">
      <article aria-labelledby={titleId}>
        <div className="report-cover">
          {report.cover ? (
            <LazyImage
              src={fileUrl(report.cover.id)}
              alt={t('patentWarning.coverAlt', { title: report.title })}
              height={200}
            />
          ) : (
            <div className="report-cover-plain" aria-hidden="true">
              PDF
            </div>
          )}
        </div>
        <div className="report-body">
          <h3 id={titleId} className="report-title">
            {report.title}
          </h3>
          <div className="report-tags">
            <Tag color="processing">{format.industry(report.industry)}</Tag>
          </div>
          <dl className="report-facts">
            <div>
              <dt>{t('patentWarning.publishDate')}</dt>
              <dd>{format.date(report.publishDate)}</dd>
            </div>
            <div>
              <dt>{t('patentWarning.fileSize')}</dt>
              <dd>{formatFileSize(report.fileSize)}</dd>
            </div>
            <div>
              <dt>{t('patentWarning.downloads')}</dt>
              <dd>{format.number(report.downloadCount)}</dd>
            </div>
          </dl>
          {report.summary && <p className="report-summary">{report.summary}</p>}
          {onDownload && (
            <Button
              type="primary"
              loading={downloading}
              onClick={() => onDownload(report)}
              aria-label={t('patentWarning.downloadLabel', { action, title: report.title })}
            >
              {action}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}
