import type { Highlight } from '@cityip/contracts';

/** Text the server cut into runs, the query's matches in `<mark>`: text nodes only, never HTML. */
export function HighlightRuns({ runs }: { runs: Highlight }) {
  return (
    <>
      {runs.map((run, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text never reorder.
        run.hit ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}
