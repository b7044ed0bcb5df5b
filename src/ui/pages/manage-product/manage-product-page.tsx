import { useCallback } from 'react';
import { describeError } from '../../errors/describe-error';
import { formatAmount } from '../../../domain/money';
import type { Tool } from '../../../domain/tool';
import type { ApiPort } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import { useApiQuery } from '../../data/use-api-query';
import * as styles from './manage-product-page.css';

export const toolDeletedMessage = (name: string) => `${name} is deleted`;
export const toolNotDeletedMessage = (name: string, reason: string) =>
  `${name} could not be deleted. ${reason}`;

export interface ManageProductPageProps {
  api: Pick<ApiPort, 'listTools' | 'deleteTool'>;
}

/** Manage Product: every tool of the catalogue, each deletable after a confirmation. */
export function ManageProductPage({ api }: ManageProductPageProps) {
  const { state, retry, refresh } = useApiQuery(() => api.listTools());

  const deleteTool = useCallback(
    async (tool: Tool) => {
      const deleted = await api.deleteTool(tool._id);
      if (!deleted.ok) {
        void notify(toolNotDeletedMessage(tool.name, describeError(deleted.error)), 'error');
        return;
      }
      void notify(toolDeletedMessage(tool.name));
      refresh();
    },
    [api, refresh],
  );

  const columns: ReadonlyArray<TableColumn<Tool>> = [
    {
      header: 'Image',
      // The name is in the next cell: the picture adds nothing a screen reader needs.
      cell: (tool) => <img src={tool.img} alt="" className={styles.thumbnail} loading="lazy" />,
    },
    { header: 'Name', cell: (tool) => tool.name },
    { header: 'Price', cell: (tool) => formatAmount(tool.price), numeric: true },
    { header: 'Minimum quantity', cell: (tool) => tool.minQty, numeric: true },
    { header: 'Available quantity', cell: (tool) => tool.availableQty, numeric: true },
    {
      header: 'Action',
      cell: (tool) => (
        <ConfirmDialog
          trigger={
            <Button variant="danger" aria-label={`Delete ${tool.name}`}>
              Delete
            </Button>
          }
          title={`Delete ${tool.name}?`}
          description="The tool leaves the catalogue at once. Orders already placed for it are kept."
          confirmLabel="Delete tool"
          onConfirm={() => deleteTool(tool)}
        />
      ),
    },
  ];

  return (
    <DashboardTablePage
      headingId="manage-product-heading"
      title="Manage Product"
      state={state}
      onRetry={retry}
      caption="All tools"
      columns={columns}
      rowKey={(tool) => tool._id}
      emptyMessage="There are no tools in the catalogue. Add one with Add Product."
      errorTitle="The tools could not be loaded"
    />
  );
}
