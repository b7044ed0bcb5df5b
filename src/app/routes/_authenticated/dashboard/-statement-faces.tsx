// The statement's loading and failed faces, the same for both routes that show it (the
// company admin's own, and a store admin's from Companies). Imported by name, so the code
// splitter still moves them with the page.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { LOADING } from '../../../../ui/data/load-view';
import { StatementPage } from '../../../../ui/pages/statement/statement-page';
import { useFailedView } from '../../-load-states';

export function StatementLoading() {
  return <StatementPage view={LOADING} />;
}

export function StatementFailed(props: ErrorComponentProps) {
  return <StatementPage view={useFailedView(props)} />;
}
