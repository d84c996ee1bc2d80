// The drawer's payment check: where the payment stands against the bank
// statement, and "Mark verified by hand" (cash at the office) with a remark.
import { Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentCheck } from '../../../domain/vocabulary';
import { useTRPC } from '~/utils/trpc';
import { PaymentBadge, paymentDetail } from './PaymentBadge';
import { fieldErrorOf } from './format';
import { useMay } from '~/utils/may';

export function PaymentCheckPanel(props: {
  kind: 'registration' | 'admission';
  record: {
    id: number;
    fee: number;
    utr: string;
    paymentMethod: 'upi' | 'cash';
    payment: PaymentCheck | null;
    paymentStatementPaise: number | null;
  };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mayVerify = useMay('money.verify');
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [method, setMethod] = useState<'upi' | 'cash'>(props.record.paymentMethod);
  const verify = useMutation(
    trpc.statements.verifyByHand.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        setRemark('');
        setRemarkError(null);
        void queryClient.invalidateQueries({
          queryKey: (props.kind === 'registration' ? trpc.registrations : trpc.admissions).pathKey(),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.receipts.pathKey() });
      },
      onError: (error) => {
        // A refusal about the remark shows on the remark itself.
        const onField = fieldErrorOf(error, 'remark');
        setRemarkError(onField ?? null);
        notifications.show({ color: 'red', title: 'Payment not marked', message: onField ?? error.message });
      },
    }),
  );
  const detail = paymentDetail(props.record);
  return (
    <div>
      <Title order={3} size="h5" mb={6}>
        Payment check
      </Title>
      <Stack gap={6}>
        <Group gap="xs">
          <PaymentBadge state={props.record.payment} />
          {detail ? <Text size="sm">{detail}</Text> : null}
        </Group>
        {props.record.payment === 'verified' || !mayVerify ? null : open ? (
          <Stack gap={6}>
            <Radio.Group
              label="Paid by (printed on the receipt)"
              value={method}
              onChange={(value) => setMethod(value === 'cash' ? 'cash' : 'upi')}
            >
              <Group gap="md" mt={4}>
                <Radio
                  value="upi"
                  label={props.record.paymentMethod === 'cash' ? 'UPI' : `UPI, UTR ${props.record.utr}`}
                  disabled={props.record.paymentMethod === 'cash'}
                />
                <Radio value="cash" label="Cash at the office" />
              </Group>
            </Radio.Group>
            <Textarea
              label="How was it checked? (for example: cash received at the office; UTR seen in the bank's app)"
              value={remark}
              onChange={(event) => setRemark(event.currentTarget.value)}
              error={remarkError}
              maxLength={300}
              autosize
              minRows={2}
            />
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                size="xs"
                color="green"
                loading={verify.isPending}
                onClick={() => verify.mutate({ recordType: props.kind, id: props.record.id, remark, method })}
              >
                Mark verified
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button size="xs" variant="light" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
            Mark verified by hand
          </Button>
        )}
      </Stack>
    </div>
  );
}
