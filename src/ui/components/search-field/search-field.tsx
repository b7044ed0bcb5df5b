// A labelled search box with its Search button: the search runs when it is sent (Enter
// or the button), so each search is one step in the browser's history. While a search is
// in force, Clear search shows everything again and leaves focus in the box.
import { useEffect, useRef, useState, type FormEvent } from 'react';
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

/**
 * The search sent last, by the box's label: while its results load, the list's page may give
 * way to its loading face and back, each with a search box of its own; the box that comes
 * back with that search takes focus again instead of leaving it on the page's body.
 */
let sent: { readonly label: string; readonly text: string; readonly at: number } | undefined;

/** How long a search is remembered: results that take longer have lost the person's attention. */
const REMEMBERED_MS = 30_000;

export function SearchField({ label, value, onSearch, maxLength }: SearchFieldProps) {
  const [text, setText] = useState(value);
  // The search in force changes under the box too (Back, a link): the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const form = useRef<HTMLFormElement>(null);
  const input = () => form.current?.querySelector('input');
  useEffect(() => {
    if (sent?.label !== label || sent.text !== value || Date.now() - sent.at > REMEMBERED_MS) {
      return;
    }
    // Only when nothing else took focus meanwhile.
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    input()?.focus();
  }, [label, value]);
  const search = (searched: string) => {
    sent = { label, text: searched, at: Date.now() };
    onSearch(searched);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text.trim());
  };
  const clear = () => {
    setText('');
    search('');
    // The button goes with the search: focus stays in the box, not on the page's body.
    input()?.focus();
  };
  return (
    <form ref={form} role="search" aria-label={label} className={styles.form} onSubmit={submit}>
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
      {value !== '' && (
        <Button variant="secondary" onClick={clear}>
          Clear search
        </Button>
      )}
    </form>
  );
}
