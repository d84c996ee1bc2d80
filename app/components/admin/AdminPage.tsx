import { Anchor, Container, Group, Stack, Text, Title, type ContainerProps } from '@mantine/core';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import classes from './admin-page.module.css';

/**
 * An admin screen's frame, the same on every page: its width, the link back
 * up (never printed), the heading with what the page is for under it, the
 * page's own buttons beside the heading, then its parts one under another.
 */
export function AdminPage({
  title,
  intro,
  back,
  aside,
  size = 'md',
  className,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  back?: { to: string; label: string };
  aside?: ReactNode;
  size?: ContainerProps['size'];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Container size={size} py="md" className={className}>
      <Stack gap="md">
        {back ? (
          <Anchor component={Link} to={back.to} size="sm" className={classes.back}>
            ← {back.label}
          </Anchor>
        ) : null}
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro ? (
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
            ) : null}
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
