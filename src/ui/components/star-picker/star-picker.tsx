// Five star buttons beside the Rating field: a click or Enter on the fourth writes "4" into
// the field. The field stays the form's labelled input (the spec's 1-5 text); this only
// fills it, so typing still works and the form sends what the field holds.
import { RATINGS } from '../../../domain/review';
import { StarGlyph } from '../stars/stars';
import * as styles from './star-picker.css';

export interface StarPickerProps {
  /** What the Rating field holds now: its stars are filled when it is 1 to 5. */
  value: string;
  onPick: (rating: string) => void;
}

export function StarPicker({ value, onPick }: StarPickerProps) {
  const chosen = RATINGS.indexOf(value.trim() as (typeof RATINGS)[number]) + 1;
  return (
    // Named without the word "Rating", so the field stays the one control labelled so.
    <div role="group" aria-label="Choose stars" className={styles.root}>
      {RATINGS.map((rating, index) => (
        <button
          key={rating}
          type="button"
          className={styles.button}
          aria-label={rating === '1' ? '1 star' : `${rating} stars`}
          aria-pressed={index + 1 === chosen}
          onClick={() => onPick(rating)}
        >
          <StarGlyph filled={index < chosen} className={styles.star} />
        </button>
      ))}
    </div>
  );
}
