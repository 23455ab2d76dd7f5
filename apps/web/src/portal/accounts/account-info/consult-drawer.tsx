import type { ConsultAskerView } from '@cityip/contracts';
import { ReturnFocusDrawer } from '../../../components/return-focus-drawer.js';
import { ConsultAskerDetail } from '../../consult/consult-asker-detail.js';

/** One's own question in full: the facts, the question, the reply and its rating (as the account), or why it was closed. */
export function ConsultDrawer({ consultation, onClose }: { consultation: ConsultAskerView; onClose: () => void }) {
  return (
    <ReturnFocusDrawer open title={consultation.title} size="min(760px, 100vw)" onClose={onClose}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the drawer body scrolls and may hold nothing focusable (a question still in hand); keyboard users scroll it from here (axe scrollable-region-focusable). */}
      <section tabIndex={0} aria-label={consultation.title}>
        <ConsultAskerDetail consultation={consultation} level={2} />
      </section>
    </ReturnFocusDrawer>
  );
}
