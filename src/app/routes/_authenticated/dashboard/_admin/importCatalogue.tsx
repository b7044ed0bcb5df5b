import { createFileRoute } from '@tanstack/react-router';
import { CatalogueImportPage } from '../../../../../ui/pages/catalogue-import/catalogue-import-page';
import { pageHead } from '../../../../page-head';

// Nothing to read: the page sends the admin's file, a dry run first, then the import.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/importCatalogue')({
  head: () => pageHead('Import the catalogue'),
  component: ImportCatalogueRoute,
});

function ImportCatalogueRoute() {
  const { api } = Route.useRouteContext({ select: ({ ports }) => ports });
  return <CatalogueImportPage onImport={(input) => api.importCatalogue(input)} />;
}
