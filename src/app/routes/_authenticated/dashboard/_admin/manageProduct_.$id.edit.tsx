import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ToolEdit } from '../../../../../domain/tool-edit';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { EditProductPage } from '../../../../../ui/pages/edit-product/edit-product-page';
import { useFailedView } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// Not nested in Manage Product (the trailing _): a page of its own at
// /dashboard/manageProduct/{id}/edit. The faces are split with the page.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageProduct_/$id/edit')({
  loader: ({ context: { ports }, params }) => valueOf(ports.api.getTool(params.id)),
  head: ({ loaderData }) => pageHead(loaderData ? `Edit ${loaderData.name}` : 'Edit tool'),
  pendingComponent: EditLoading,
  pendingMs: 0,
  errorComponent: EditFailed,
  component: EditRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function EditRoute() {
  const tool = Route.useLoaderData();
  const { api } = Route.useRouteContext({ select: ({ ports }) => ports });
  const save = useCallback(
    async (edit: ToolEdit) => {
      await valueOf(api.editTool(tool._id, edit));
      // Read back, so the form shows what the store holds; the edit is saved either way.
      const stored = await api.getTool(tool._id);
      return stored.ok ? stored.value : undefined;
    },
    [api, tool._id],
  );
  const upload = useCallback((file: File) => valueOf(api.uploadImage(file)), [api]);
  return <EditProductPage view={loaded(tool)} save={save} upload={upload} />;
}

function EditLoading() {
  return <EditProductPage view={LOADING} />;
}

function EditFailed(props: ErrorComponentProps) {
  return <EditProductPage view={useFailedView(props)} />;
}
