import type { EvaluationLevel } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelName } from './evaluation-text.js';

/** antd's status colours: its green, orange and red presets reach only 3.3:1 contrast on their background. */
const COLOURS: Record<EvaluationLevel, string> = {
  5: 'success',
  4: 'success',
  3: 'blue',
  2: 'warning',
  1: 'error',
};

/** A level as a tag: always its name, the colour only repeats it. */
export function LevelTag({ level }: { level: EvaluationLevel }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[level]}>{levelName(level, t)}</Tag>;
}
