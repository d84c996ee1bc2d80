// The "Print statement" button: the browser's print of the page, which the
// statement's print rules turn into the statement alone. Without JavaScript
// the button cannot print, so the hint names the browser's own Print.
import type { StatementWords } from '~/components/StatementOfAccount';
import classes from '~/components/statement.module.css';

export function PrintStatement({ words }: { words: StatementWords }) {
  return (
    <p className={classes.printBar}>
      <button type="button" className="btn btn-primary" onClick={() => window.print()} data-testid="print-statement">
        {words.print}
      </button>{' '}
      <small>{words.printHint}</small>
    </p>
  );
}
