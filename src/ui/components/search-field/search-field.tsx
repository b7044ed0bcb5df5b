// A labelled search box with its Search button: the search runs when it is sent (Enter
// or the button), so each search is one step in the browser's history.
import { useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import * as styles from './search-field.css';

export interface SearchFieldProps {
  /** What the box searches, e.g. "Search users by e-mail or name". */
  label: string;
  /** The search in force (the page's URL holds it). */
  value: string;
  onSearch: (text: string) => void;
  maxLength?: number;
}

export function SearchField({ label, value, onSearch, maxLength }: SearchFieldProps) {
  const [text, setText] = useState(value);
  // The search in force changes under the box too (Back, a link): the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} className={styles.form} onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        name="q"
        className={styles.field}
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
