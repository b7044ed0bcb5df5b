import { useId, useState, type FormEvent } from 'react';
import { exportFileName, parseExportRange, type ExportDays } from '../../../domain/export-range';
import type { ApiResult } from '../../../ports/api.port';
import { describeError } from '../../errors/describe-error';
import { Button } from '../button/button';
import { saveFile } from '../save-file/save-file';
import { TextField } from '../text-field/text-field';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import * as styles from './csv-export.css';
import { Alert } from '../alert/alert';

export interface CsvExportProps {
  /**
   * What the file holds: orders are picked by the days they were placed, invoices and
   * credit notes by the days they were issued; tools are not.
   */
  kind: 'orders' | 'invoices' | 'credit-notes' | 'tools';
  download: (days: ExportDays) => ApiResult<Blob>;
}

/** A CSV download for admins, with the days to cover (orders) and what went wrong, if anything. */
export function CsvExport({ kind, download }: CsvExportProps) {
  const headingId = useId();
  const [days, setDays] = useState<ExportDays>({ from: '', to: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const range = parseExportRange({ from: days.from, to: days.to });
    if (!range.ok) return setProblem(range.message);
    setProblem(undefined);
    setDone(undefined);
    setBusy(true);
    const file = await download(days);
    setBusy(false);
    if (!file.ok) return setProblem(`The file could not be made. ${describeError(file.error)}`);
    const name = exportFileName(kind, kind === 'tools' ? { from: '', to: '' } : days);
    saveFile(file.value, name);
    setDone(`${name} is downloaded.`);
  }

  const title = `Export ${kind.replace('-', ' ')} as CSV`;
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {kind !== 'tools' && (
          <>
            <TextField
              label="From"
              type="date"
              value={days.from}
              onChange={(event) => setDays({ ...days, from: event.target.value })}
            />
            <TextField
              label="To"
              type="date"
              value={days.to}
              onChange={(event) => setDays({ ...days, to: event.target.value })}
            />
          </>
        )}
        <Button type="submit" variant="secondary" loading={busy}>
          Download CSV
          {/* Several files on one page: each button says which it downloads. */}
          {(kind === 'invoices' || kind === 'credit-notes') && (
            <>
              {' '}
              <span className={visuallyHidden}>of {kind.replace('-', ' ')}</span>
            </>
          )}
        </Button>
      </form>
      <Alert className={styles.problem}>{problem}</Alert>
      <p role="status" className={styles.status}>
        {busy ? 'Preparing the file…' : done}
      </p>
    </section>
  );
}
