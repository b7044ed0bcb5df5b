// A CSV file picked from the person's computer and read here, in the browser, as text (the
// catalogue import and quick order send the text, not the file). A file too large for the
// call, or one the browser cannot read as text, is told in the field's own sentence.
import { TextField } from '../../components/text-field/text-field';

export const CSV_UNREADABLE = 'The file could not be read: save it as CSV text and pick it again';

export interface CsvFileFieldProps {
  readonly label: string;
  readonly hint: string;
  /** The field's sentence (the page's, such as "pick a file first", or one given to onProblem). */
  readonly error: string | undefined;
  /** A file was picked: what the page showed for the last one no longer holds. */
  readonly onPick?: () => void;
  readonly onText: (text: string) => void;
  /** Why the picked file gave no text. */
  readonly onProblem: (sentence: string) => void;
  /** The largest file read, in bytes, and the sentence for one larger. */
  readonly limit?: { readonly bytes: number; readonly sentence: string };
}

export function CsvFileField({ onPick, onText, onProblem, limit, ...field }: CsvFileFieldProps) {
  async function read(file: File) {
    onPick?.();
    if (limit && file.size > limit.bytes) return onProblem(limit.sentence);
    try {
      onText(await file.text());
    } catch {
      onProblem(CSV_UNREADABLE);
    }
  }
  return (
    <TextField
      {...field}
      name="file"
      type="file"
      accept=".csv,.txt,text/csv,text/plain"
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file) void read(file);
      }}
    />
  );
}
