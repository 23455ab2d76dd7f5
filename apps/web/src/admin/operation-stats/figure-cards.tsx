/** One figure of a card grid: its name, its value as shown, and whether it calls for attention. */
export interface FigureCard {
  key: string;
  label: string;
  value: string;
  alert?: boolean;
}

/**
 * A titled grid of figure cards: a definition list, so each figure is read with its name. The
 * title may be visually hidden where the page already says what the cards are.
 */
export function FigureCards({
  id,
  title,
  hideTitle = false,
  cards,
}: {
  id: string;
  title: string;
  hideTitle?: boolean;
  cards: readonly FigureCard[];
}) {
  return (
    <section aria-labelledby={id} className={hideTitle ? undefined : 'operation-section'}>
      <h2 id={id} className={hideTitle ? 'visually-hidden' : undefined}>
        {title}
      </h2>
      <dl className="operation-cards">
        {cards.map((card) => (
          <div key={card.key} className={card.alert ? 'operation-card is-alert' : 'operation-card'}>
            <dt>{card.label}</dt>
            <dd>{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
