// One tool's row in the price-list editor: the tool, a fixed unit price or a percentage off,
// and its own quantity tiers, each field labelled and showing the domain's sentence for it.
import { CONTRACT_KIND_LABELS, type ContractKind } from '../../../domain/contract-prices';
import type { PriceListIssue } from '../../../domain/contract-price-check';
import { MAX_TIER_BREAKS } from '../../../domain/price-tiers';
import type { Tool } from '../../../domain/tool';
import { Button } from '../../components/button/button';
import * as styles from '../../components/price-tiers-editor/price-tiers-editor.css';
import { Select } from '../../components/select/select';
import { TextField } from '../../components/text-field/text-field';
import { issueAt, type ContractPriceRow, type ContractTierRow } from './price-list-form';
import { Alert } from '../../components/alert/alert';

export interface ContractPriceRowProps {
  readonly row: ContractPriceRow;
  readonly index: number;
  readonly tools: readonly Tool[];
  readonly issues: readonly PriceListIssue[];
  readonly onChange: (row: ContractPriceRow) => void;
  readonly onRemove: () => void;
}

const KIND_OPTIONS = (Object.keys(CONTRACT_KIND_LABELS) as ContractKind[]).map((kind) => ({
  value: kind,
  label: CONTRACT_KIND_LABELS[kind],
}));

const valueLabel = (kind: ContractKind) => (kind === 'fixed' ? 'Unit price' : 'Percentage off');
const valueHint = (kind: ContractKind) =>
  kind === 'fixed' ? 'Dollars, like 10.80' : 'Like 10 or 12.5';

export function ContractPriceRowFields({
  row,
  index,
  tools,
  issues,
  onChange,
  onRemove,
}: ContractPriceRowProps) {
  const name = tools.find((tool) => tool._id === row.toolId)?.name;
  const legend = `Contract price ${index + 1}${name ? `: ${name}` : ''}`;
  const changeTier = (at: number, patch: Partial<ContractTierRow>) =>
    onChange({
      ...row,
      tiers: row.tiers.map((tier, i) => (i === at ? { ...tier, ...patch } : tier)),
    });
  const tiersIssue = issueAt(issues, index, 'tiers');
  return (
    <fieldset className={styles.group} aria-label={`Contract price ${index + 1}`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>
        <Select
          label="Tool"
          value={row.toolId}
          options={[
            { value: '', label: 'Choose a tool' },
            ...tools.map((tool) => ({ value: tool._id, label: tool.name })),
          ]}
          error={issueAt(issues, index, 'toolId')}
          onChange={(event) => onChange({ ...row, toolId: event.target.value })}
        />
        <Select
          label="Kind of price"
          value={row.kind}
          options={KIND_OPTIONS}
          error={issueAt(issues, index, 'kind')}
          onChange={(event) => onChange({ ...row, kind: event.target.value as ContractKind })}
        />
        <TextField
          label={valueLabel(row.kind)}
          hint={valueHint(row.kind)}
          inputMode="decimal"
          autoComplete="off"
          value={row.value}
          error={issueAt(issues, index, 'value')}
          onChange={(event) => onChange({ ...row, value: event.target.value })}
        />
      </div>
      {row.tiers.map((tier, at) => (
        <fieldset key={at} className={styles.row}>
          <legend className={styles.legend}>Tier {at + 1}</legend>
          <TextField
            label="From quantity"
            inputMode="numeric"
            autoComplete="off"
            value={tier.fromQty}
            onChange={(event) => changeTier(at, { fromQty: event.target.value })}
          />
          <TextField
            label={valueLabel(row.kind)}
            hint={valueHint(row.kind)}
            inputMode="decimal"
            autoComplete="off"
            value={tier.value}
            onChange={(event) => changeTier(at, { value: event.target.value })}
          />
          <Button
            type="button"
            variant="secondary"
            aria-label={`Remove tier ${at + 1} of contract price ${index + 1}`}
            onClick={() => onChange({ ...row, tiers: row.tiers.filter((_, i) => i !== at) })}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <Alert className={styles.rowMessage}>{tiersIssue}</Alert>
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={row.tiers.length >= MAX_TIER_BREAKS}
          onClick={() => onChange({ ...row, tiers: [...row.tiers, { fromQty: '', value: '' }] })}
        >
          Add a tier
        </Button>{' '}
        <Button
          type="button"
          variant="secondary"
          aria-label={`Remove contract price ${index + 1}`}
          onClick={onRemove}
        >
          Remove tool
        </Button>
      </div>
    </fieldset>
  );
}
