import { useTranslation } from 'react-i18next';
import { setSeniorMode, useSeniorMode } from '../app/senior-mode.js';

/** The header's switch between the standard portal and its senior-friendly version (长辈版); it says what it switches to. */
export function SeniorModeSwitch() {
  const { t } = useTranslation();
  const senior = useSeniorMode();
  return (
    <button
      type="button"
      className="senior-mode-switch"
      aria-label={t(senior ? 'app.switchToStandard' : 'app.switchToSenior')}
      onClick={() => setSeniorMode(!senior)}
    >
      {t(senior ? 'app.standardMode' : 'app.seniorMode')}
    </button>
  );
}
