import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShowFailure } from '../../admin/shared/use-show-failure.js';
import { usePortfolioSettings, useSavePortfolioSettings } from './portfolio.api.js';

/** The account's reminder mails on or off, saved as soon as it is switched. */
export function ReminderSwitch() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const settings = usePortfolioSettings();
  const save = useSavePortfolioSettings();
  return (
    <section aria-labelledby="portfolio-settings" className="portfolio-settings">
      <h2 id="portfolio-settings" className="portfolio-heading">
        {t('portfolio.settings.title')}
      </h2>
      <div className="portfolio-switch">
        <Switch
          id="portfolio-reminders"
          checked={settings.data?.reminders ?? false}
          disabled={!settings.data}
          loading={settings.isPending || save.isPending}
          aria-describedby="portfolio-reminders-hint"
          onChange={(reminders) =>
            save.mutate(
              { reminders },
              { onSuccess: () => message.success(t('success.portfolioSettingsSaved')), onError: showFailure },
            )
          }
        />
        <label htmlFor="portfolio-reminders">{t('portfolio.settings.reminders')}</label>
      </div>
      <p id="portfolio-reminders-hint" className="portfolio-note">
        {t('portfolio.settings.hint')}
      </p>
    </section>
  );
}
