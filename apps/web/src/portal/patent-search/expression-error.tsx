import type { ExpressionProblem } from './use-expression-check.js';

/** Characters shown either side of the problem in a long expression. */
const CONTEXT = 40;

/**
 * The parser's message and the expression with the offending characters underlined (a caret at
 * the end of the text when something is missing). The marked copy is decoration: the parser's
 * message already says in words at which character the problem is.
 */
export function ExpressionError({ id, text, problem }: { id: string; text: string; problem: ExpressionProblem }) {
  const start = Math.max(0, Math.min(problem.position, text.length));
  const end = Math.min(text.length, start + problem.length);
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(text.length, end + CONTEXT);
  return (
    <div id={id} className="expression-error">
      <p className="expression-error-message">{problem.message}</p>
      <pre className="expression-error-text" aria-hidden="true">
        {from > 0 ? '…' : ''}
        {text.slice(from, start)}
        <mark className={end > start ? 'expression-error-mark' : 'expression-error-caret'}>
          {end > start ? text.slice(start, end) : ' '}
        </mark>
        {text.slice(end, to)}
        {to < text.length ? '…' : ''}
      </pre>
    </div>
  );
}
