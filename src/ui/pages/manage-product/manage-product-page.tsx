import type { ReactNode } from 'react';
import { formatAmount } from '../../../domain/money';
import type { Page } from '../../../domain/page';
import type { Tool } from '../../../domain/tool';
import type { RowActionsEmitted, RowActionsMachine } from '../../../machines/row-actions.machine';
import type { ToolAction } from '../../../machines/table-actions';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { loaded } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import { CsvExport, type CsvExportProps } from '../../components/csv-export/csv-export';
import { ListTablePage, searched, type ListPageProps } from '../dashboard-shared/list-table-page';
import { useRowActions } from '../dashboard-shared/use-row-actions';
import type { ToolTiersMachine } from '../../../machines/forms';
import { LowStockBadge } from '../../components/low-stock-badge/low-stock-badge';
import * as styles from './manage-product-page.css';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { tierSummary } from './tier-summary';
import { ToolRowActions } from './tool-row-actions';

export const toolDeletedMessage = (name: string) => `${name} is deleted`;
export const toolNotDeletedMessage = (name: string, reason: string) =>
  `${name} could not be deleted. ${reason}`;

export interface ManageProductData {
  /** The page of tools the address asks for. */
  readonly tools: Page<Tool>;
  /** Delete, wired to the API by the composition root. */
  readonly actions: RowActionsMachine<ToolAction>;
  /** Changes a tool's price tiers, wired to the API; without it the page offers no change. */
  readonly tiersMachine?: ToolTiersMachine;
}

export interface ManageProductPageProps extends ListPageProps<ManageProductData> {
  /** The CSV download of this list, when the composition root offers one. */
  exportCsv?: CsvExportProps['download'];
}

const columns = (action?: (tool: Tool) => ReactNode): ReadonlyArray<TableColumn<Tool>> => [
  {
    header: 'Image',
    // The name is in the next cell: the picture adds nothing a screen reader needs.
    cell: (tool) => <img src={tool.img} alt="" className={styles.thumbnail} loading="lazy" />,
  },
  { header: 'Name', cell: (tool) => tool.name, card: 'title' },
  { header: 'Price', cell: (tool) => formatAmount(tool.price), numeric: true },
  { header: 'Price tiers', cell: (tool) => <TierSummary tool={tool} /> },
  { header: 'Minimum quantity', cell: (tool) => tool.minQty, numeric: true },
  {
    header: 'Available quantity',
    cell: (tool) => (
      <>
        {tool.availableQty}
        <LowStockBadge tool={tool} />
      </>
    ),
    numeric: true,
  },
  { header: 'Action', cell: (tool) => action?.(tool), card: 'actions' },
];

const page = {
  headingId: 'manage-product-heading',
  title: 'Manage Product',
  caption: 'All tools',
  rowKey: (tool: Tool) => tool._id,
  emptyMessage: 'There are no tools in the catalogue. Add one with Add Product.',
  errorTitle: 'The tools could not be loaded',
  searchLabel: 'Search tools by name or description',
  pagerLabel: 'Pages of tools',
};

/**
 * Manage Product: every tool of the catalogue with its tiers, each with a menu to edit it,
 * change its tiers or delete it after a confirmation.
 */
export function ManageProductPage({ view, onChanged, listing, exportCsv }: ManageProductPageProps) {
  if (view.status !== 'loaded') {
    return <ListTablePage {...searched(page, listing)} view={view} columns={columns()} />;
  }
  return (
    <LoadedTools {...view.value} onChanged={onChanged} listing={listing} exportCsv={exportCsv} />
  );
}

function LoadedTools({
  tools,
  actions,
  tiersMachine,
  onChanged,
  listing,
  exportCsv,
}: ManageProductData & Pick<ManageProductPageProps, 'onChanged' | 'listing' | 'exportCsv'>) {
  const { run } = useRowActions(actions, (outcome: RowActionsEmitted<ToolAction>) => {
    const tool = tools.items.find((candidate) => candidate._id === outcome.rowId);
    if (!tool) return;
    if (outcome.type === 'failed') {
      void notify(toolNotDeletedMessage(tool.name, describeError(outcome.error)), 'error');
      return;
    }
    void notify(toolDeletedMessage(tool.name));
    onChanged?.();
  });

  return (
    <ListTablePage
      {...searched(page, listing)}
      view={loaded(tools)}
      footer={exportCsv && <CsvExport kind="tools" download={exportCsv} />}
      columns={columns((tool) => (
        <ToolRowActions
          tool={tool}
          tiersMachine={tiersMachine}
          onTiersSaved={onChanged}
          onDelete={() => run({ action: 'delete', rowId: tool._id })}
        />
      ))}
    />
  );
}

/** The tool's tiers in a few words, or a dash (read out as "No price tiers"). */
function TierSummary({ tool }: { tool: Tool }) {
  const summary = tierSummary(tool);
  if (summary) return summary;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>No price tiers</span>
    </>
  );
}
