// The statement's loading and failed face, the same for both routes that show it (the
// company admin's own, and a store admin's from Companies). Imported by name, so the code
// splitter still moves it with the page.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { StatementPage } from '../../../../ui/pages/statement/statement-page';
import { useUnloadedView } from '../../-load-states';

export function StatementNotLoaded(props: Partial<ErrorComponentProps>) {
  return <StatementPage view={useUnloadedView(props)} />;
}
