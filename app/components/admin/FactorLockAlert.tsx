// Wrong second factors against a registration's reference id (decision 067):
// how many, and until when the correction, the waitlist offer and the
// admission refuse it; staff lift the delay when the applicant calls.
import { Alert, Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/utils/trpc';
import { formatDateTime } from './format';

export function FactorLockAlert(props: {
  id: number;
  lock: { failures: number; lastFailureAt: string | null; lockedUntil: string | null };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lift = useMutation(
    trpc.registrations.liftFactorLock.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.registrations.pathKey() }),
    }),
  );
  const { lock } = props;
  return (
    <Alert color={lock.lockedUntil ? 'red' : 'orange'} title="Wrong dates of birth or mobile digits" role="note">
      <Text size="sm">
        {lock.failures} wrong {lock.failures === 1 ? 'try' : 'tries'} with this reference ID
        {lock.lastFailureAt ? `, the last at ${formatDateTime(lock.lastFailureAt)}` : ''}.
        {lock.lockedUntil
          ? ` Corrections, the waitlist offer and the admission refuse it until ${formatDateTime(lock.lockedUntil)}.`
          : ''}{' '}
        If the applicant calls, check who they are, then lift it.
      </Text>
      <Button size="xs" mt="xs" variant="light" loading={lift.isPending} onClick={() => lift.mutate({ id: props.id })}>
        Lift the delay
      </Button>
      {lift.isError ? (
        <Text size="sm" c="red">
          {lift.error.message}
        </Text>
      ) : null}
    </Alert>
  );
}
