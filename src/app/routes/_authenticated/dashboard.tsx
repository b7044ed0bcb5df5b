import { createFileRoute, Outlet } from '@tanstack/react-router';

// The dashboard's side-drawer layout comes with the dashboard pages; for now, the page alone.
export const Route = createFileRoute('/_authenticated/dashboard')({
  component: Outlet,
});
