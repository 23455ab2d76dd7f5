import { DEFAULT_HOME_ROUTE } from '@cityip/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const PAGES = {
  404: { title: 'route.notFound', text: 'errorPage.notFound' },
  403: { title: 'route.forbidden', text: 'errorPage.forbidden' },
  500: { title: 'route.serverError', text: 'errorPage.server' },
} as const;

/** The anonymous error pages /404, /403 and /500. */
export function ErrorPage({ status }: { status: 404 | 403 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = PAGES[status];
  return (
    <Result
      status={status}
      title={<h1 className="result-title">{t(page.title)}</h1>}
      subTitle={<p className="result-subtitle">{t(page.text)}</p>}
      extra={
        <Button type="primary" onClick={() => void navigate(DEFAULT_HOME_ROUTE)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}

/** /404 */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** /403 */
export function ForbiddenPage() {
  return <ErrorPage status={403} />;
}

/** /500 */
export function ServerErrorPage() {
  return <ErrorPage status={500} />;
}
