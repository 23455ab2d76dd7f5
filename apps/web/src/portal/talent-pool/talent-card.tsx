import type { TalentCard as Card } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTalentFormat } from './talent-format.js';
import { talentHref, talentPhotoUrl } from './talent-pool.api.js';

/** The expert's photo, or a neutral avatar with the first character of the name. */
export function TalentAvatar({ talent, size }: { talent: Pick<Card, 'id' | 'name' | 'hasPhoto'>; size: number }) {
  const { t } = useTranslation();
  const style = { width: size, height: size };
  if (talent.hasPhoto) {
    return (
      <img
        className="talent-avatar"
        src={talentPhotoUrl(talent.id)}
        alt={t('talentPool.photoOf', { name: talent.name })}
        style={style}
        loading="lazy"
      />
    );
  }
  // Decorative: the name is right beside it.
  return (
    <span className="talent-avatar talent-avatar--neutral" style={style} aria-hidden="true">
      {[...talent.name][0] ?? ''}
    </span>
  );
}

/** Qualifications (one mark per kind, verified when any of its certificates is) and the demo mark. */
export function TalentMarks({ talent }: { talent: Pick<Card, 'qualifications' | 'demo'> }) {
  const { t } = useTranslation();
  const format = useTalentFormat();
  const kinds = new Map<string, boolean>();
  for (const q of talent.qualifications) kinds.set(q.kind, (kinds.get(q.kind) ?? false) || q.verified);
  return (
    <div className="talent-marks">
      {[...kinds].map(([kind, verified]) => (
        <Tag key={kind} color={verified ? 'success' : 'default'}>
          {format.qualification(kind as Card['qualifications'][number]['kind'])}
          {verified ? `（${t('talentPool.verified')}）` : ''}
        </Tag>
      ))}
      {talent.demo ? <Tag color="warning">{t('talentPool.demo')}</Tag> : null}
    </div>
  );
}

/** One card of the directory: photo, name (to the profile), organisation, fields, services, marks. */
export function TalentCardItem({ talent }: { talent: Card }) {
  const { t } = useTranslation();
  const format = useTalentFormat();
  const facts: Array<[string, string]> = [
    ['industries', format.list(talent.industries.map(format.industry))],
    ['ipcSections', talent.ipcSections.join(' ')],
    ['services', format.list(talent.services.map(format.service))],
  ];
  return (
    <li className="talent-card">
      <TalentAvatar talent={talent} size={72} />
      <div className="talent-card-body">
        <h3 className="talent-card-name">
          <Link to={talentHref(talent.id)}>{talent.name}</Link>
        </h3>
        {talent.organisation ? <p className="talent-card-organisation">{talent.organisation}</p> : null}
        <TalentMarks talent={talent} />
        <dl className="talent-card-facts">
          {facts
            .filter(([, value]) => value !== '')
            .map(([key, value]) => (
              <div key={key}>
                <dt>{t(`talentPool.field.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
    </li>
  );
}
