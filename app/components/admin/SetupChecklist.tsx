// Shown at the top of the dashboard until the institute is ready to go live.
import { Alert, Anchor, List, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@remix-run/react';
import type { ChecklistItem } from '~/utils/procedure-outputs';

const whereToFix: Partial<Record<ChecklistItem['id'], { to: string; label: string }>> = {
  name: { to: '/admin/settings', label: 'Settings' },
  contacts: { to: '/admin/settings', label: 'Settings' },
  payment: { to: '/admin/settings', label: 'Settings' },
  adminPassword: { to: '/admin/admins', label: 'Admins' },
  texts: { to: '/admin/content?kind=text', label: 'Site content' },
};

export function SetupChecklist({ items }: { items: ChecklistItem[] }) {
  const left = items.filter((item) => !item.done);
  const warnings = items.filter((item) => item.warning);
  const warningBox =
    warnings.length > 0 ? (
      <Alert color="orange" title="Needs attention" mb="md" role="note" data-setup-warning="">
        {warnings.map((item) => (
          <Text key={item.id} size="sm">
            {item.warning}{' '}
            {whereToFix[item.id] ? (
              <Anchor component={Link} to={whereToFix[item.id]!.to} size="sm">
                Open {whereToFix[item.id]!.label}
              </Anchor>
            ) : null}
          </Text>
        ))}
      </Alert>
    ) : null;
  if (left.length === 0) return warningBox;
  return (
    <>
      {warningBox}
      <Alert
        color="blue"
        title={`Before going live: ${left.length} of ${items.length} left to do`}
        mb="md"
        role="region"
        aria-label="Setup checklist"
        data-setup-checklist=""
      >
        <List spacing={4} size="sm" center>
          {items.map((item) => (
            <List.Item
              key={item.id}
              data-done={item.done ? 'yes' : 'no'}
              icon={
                <ThemeIcon color={item.done ? 'green' : 'gray'} size={18} radius="xl" aria-hidden>
                  {item.done ? '✓' : '·'}
                </ThemeIcon>
              }
            >
              <Text span size="sm" fw={item.done ? 400 : 700}>
                {item.label}
              </Text>
              <Text span size="sm" c="dimmed">
                {item.done ? ' (done)' : ` (not done): ${item.detail}`}
              </Text>
              {!item.done && whereToFix[item.id] ? (
                <>
                  {' '}
                  <Anchor component={Link} to={whereToFix[item.id]!.to} size="sm">
                    Open {whereToFix[item.id]!.label}
                  </Anchor>
                </>
              ) : null}
            </List.Item>
          ))}
        </List>
      </Alert>
    </>
  );
}
