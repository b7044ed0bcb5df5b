// Quick order (issue 27): a signed-in buyer pastes "PR-9-ROLLER 24" lines or picks a CSV
// file, checks them (a dry run: each line priced, or why it cannot go), then adds the valid
// ones to the cart in one call. The file is read here, in the browser, and sent as text.
import { useState } from 'react';
import type { QuickOrderReply } from '../../../domain/quick-order-schemas';
import type { ApiResult } from '../../../ports/api.port';
import { valueOf } from '../../../ports/port-refusal';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { TextArea } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { CsvFileField } from '../dashboard-shared/csv-file-field';
import * as page from '../dashboard-shared/dashboard-page.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { FormPage } from '../dashboard-shared/form-page';
import { useSubmitCall } from '../dashboard-shared/use-submit';
import { QuickOrderResult } from './quick-order-result';

export const addedToCartMessage = (count: number): string =>
  count === 1 ? '1 line added to your cart' : `${count} lines added to your cart`;
export const NOTHING_ADDED = 'No line could be added to your cart';

export interface QuickOrderSend {
  readonly text: string;
  readonly dryRun: boolean;
}

export interface QuickOrderPageProps {
  /** The quick-order call on the shopper's cart (so the navbar's count follows). */
  onQuickOrder: (text: string, dryRun: boolean) => ApiResult<QuickOrderReply>;
  /** What the text area holds at first (stories). */
  initialText?: string;
}

export function QuickOrderPage({ onQuickOrder, initialText = '' }: QuickOrderPageProps) {
  const [text, setText] = useState(initialText);
  const [result, setResult] = useState<QuickOrderReply>();
  const [fileError, setFileError] = useState<string>();
  const sending = useSubmitCall(
    ({ text: sent, dryRun }: QuickOrderSend) => valueOf(onQuickOrder(sent, dryRun)),
    {
      onSent: ({ output }) => {
        setResult(output);
        if (!output.applied) return;
        const added = output.added.length;
        void notify(
          added > 0 ? addedToCartMessage(added) : NOTHING_ADDED,
          added > 0 ? 'success' : 'error',
        );
      },
    },
  );

  const send = (dryRun: boolean) => sending.send({ text, dryRun });
  return (
    <FormPage
      headingId="quick-order-heading"
      title="Quick order"
      onSubmit={() => send(true)}
      after={
        <>
          {result && <QuickOrderResult result={result} />}
          {result?.applied && <Link href="/cart">Go to your cart</Link>}
        </>
      }
    >
      <TextArea
        label="Part numbers and quantities"
        name="lines"
        hint='One line each, like "PR-9-ROLLER 24"; at most 500 lines'
        rows={10}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          sending.dismiss();
        }}
      />
      <CsvFileField
        label="Or pick a CSV file"
        hint="Part number, then quantity, on each row"
        error={fileError}
        onText={(read) => {
          setText(read);
          setFileError(undefined);
          setResult(undefined);
        }}
        onProblem={setFileError}
      />
      <FormFailure message={sending.failure && describeError(sending.failure)} />
      <div className={page.toolbar}>
        <Button type="submit" variant="secondary" loading={sending.pending}>
          Check
        </Button>
        <Button type="button" loading={sending.pending} onClick={() => send(false)}>
          Add to cart
        </Button>
      </div>
    </FormPage>
  );
}
