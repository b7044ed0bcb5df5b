// What a role-only page (admin or customer) shows when the API could not say the person's
// role: the store is unreachable, with Retry. The session keeps asking meanwhile and the
// page opens by itself once it answers.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { apiErrorOf } from '../../ports/port-refusal';
import { ErrorState } from '../../ui/components/error-state/error-state';
import { describeError } from '../../ui/errors/describe-error';

export function RoleUnchecked({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorState
      title="Your account could not be checked"
      message={describeError(apiErrorOf(error))}
      onRetry={() => void router.invalidate()}
    />
  );
}
