// A list page's face while its rows load, in the prerendered frame: its first rows as the
// table draws them on a phone (table-cards.tsx), each value an empty slot. The inline
// bootstrap fills them from the page's early read (src/app/early-paint.ts), so the page's
// largest element is its first row, painted before the app has run. The rows stay unseen
// until then: a value that wraps (a deadline, an e-mail on a phone) makes its card taller
// than its placeholders, which moved the cards below it (a layout shift); and the cards the
// read has no order for are hidden then, not left as placeholders.
import { Fragment } from 'react';
import { EarlySlot, earlyRow, held } from '../early-slot/early-slot';
import { cardSlot, EARLY_CARDS } from './early-card-slots';
import * as early from './early-cards.css';
import * as cards from './table-cards.css';

/** A card's labelled value: its term and the fields of its lines (one slot per line). The
 * values are one block of text (early-cards.css.ts), so a card is the page's largest paint. */
export type EarlyDetail = readonly [term: string, fields: readonly string[]];

export interface EarlyCardsProps {
  readonly caption: string;
  /** The field of the card's title. */
  readonly title: string;
  readonly details: readonly EarlyDetail[];
}

export function EarlyCards({ caption, title, details }: EarlyCardsProps) {
  const rows = Array.from({ length: EARLY_CARDS }, (_, row) => row);
  return (
    <div className={cards.root} aria-hidden="true">
      <p className={cards.caption}>{caption}</p>
      <ul className={`${cards.list} ${held}`} data-early-hold="">
        {rows.map((row) => (
          <li
            key={row}
            className={`${cards.card} ${earlyRow}`}
            data-early-row={cardSlot(row, title)}
          >
            <div className={cards.title}>
              <EarlySlot name={cardSlot(row, title)} />
            </div>
            <p className={early.details}>
              {details.map(([term, fields], index) => (
                <Fragment key={term}>
                  {index > 0 && <br />}
                  <span className={early.term}>{term}</span>
                  <span className={early.earlyValue}>
                    {fields.map((field, line) => (
                      <Fragment key={field}>
                        {line > 0 && <br />}
                        <EarlySlot name={cardSlot(row, field)} />
                      </Fragment>
                    ))}
                  </span>
                </Fragment>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
