// Catalogue import (issue 27, item 6): an admin picks a CSV of tools, runs a dry run (what
// would be created, changed and refused, row by row), then applies it: every row or none,
// refused by the store if the catalogue changed since the dry run. The file is read here,
// in the browser, and sent as text.
import { useState } from 'react';
import {
  CATALOGUE_IMPORT_MAX_CHARS,
  CATALOGUE_IMPORT_TOO_LONG,
  type CatalogueImportInput,
  type CatalogueImportReply,
} from '../../../domain/catalogue-import-schemas';
import type { ApiResult } from '../../../ports/api.port';
import { valueOf } from '../../../ports/port-refusal';
import { Button } from '../../components/button/button';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { CsvFileField } from '../dashboard-shared/csv-file-field';
import * as page from '../dashboard-shared/dashboard-page.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { FormPage } from '../dashboard-shared/form-page';
import { useSubmitCall } from '../dashboard-shared/use-submit';
import { CatalogueImportResult, catalogueImportSummary } from './catalogue-import-result';

export const PICK_A_FILE = 'Pick a CSV file of tools first';
export const FIX_REFUSED_ROWS =
  'Correct the refused rows in the file, pick it again and run the dry run';

export interface CatalogueImportPageProps {
  onImport: (input: CatalogueImportInput) => ApiResult<CatalogueImportReply>;
}

export function CatalogueImportPage({ onImport }: CatalogueImportPageProps) {
  const [csv, setCsv] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [result, setResult] = useState<CatalogueImportReply>();
  const sending = useSubmitCall((input: CatalogueImportInput) => valueOf(onImport(input)), {
    onSent: ({ output }) => {
      setResult(output);
      if (output.applied) void notify(catalogueImportSummary(output), 'success');
    },
    // Refused: the dry run's answer no longer holds (the catalogue changed); run it again.
    onFailed: () => setResult(undefined),
  });

  const checked = result && !result.applied ? result : undefined;
  return (
    <FormPage
      headingId="catalogue-import-heading"
      title="Import the catalogue"
      onSubmit={() => {
        if (csv === undefined) return setFileError(PICK_A_FILE);
        sending.send({ csv, dryRun: true });
      }}
      after={result && <CatalogueImportResult result={result} />}
    >
      <CsvFileField
        label="CSV file of tools"
        hint="A header row naming part number, name, description, price, minimum, stock, pack size and image URL, then one row a tool; at most 10,000 rows"
        error={fileError}
        limit={{ bytes: CATALOGUE_IMPORT_MAX_CHARS, sentence: CATALOGUE_IMPORT_TOO_LONG }}
        onPick={() => {
          setResult(undefined);
          setCsv(undefined);
          sending.dismiss();
        }}
        onText={(text) => {
          setCsv(text);
          setFileError(undefined);
        }}
        onProblem={setFileError}
      />
      <FormFailure message={sending.failure && describeError(sending.failure)} />
      <div className={page.toolbar}>
        <Button type="submit" variant="secondary" loading={sending.pending}>
          Dry run
        </Button>
        {checked && checked.refused.length === 0 && csv !== undefined && (
          <Button
            type="button"
            loading={sending.pending}
            onClick={() => sending.send({ csv, fingerprint: checked.fingerprint })}
          >
            Apply the import
          </Button>
        )}
      </div>
      {checked && checked.refused.length > 0 && <p>{FIX_REFUSED_ROWS}</p>}
    </FormPage>
  );
}
