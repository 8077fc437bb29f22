import { Button, Group, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { LazyModal } from './lazy-modal.component';

interface LeaveWarningDialogProps {
  blocker: Blocker;
  title: string;
  body: string;
  stayLabel: string;
  leaveLabel: string;
  /** Runs before the blocked navigation goes ahead, e.g. to drop the unfinished work. */
  onLeave?: () => void;
}

/** The question a blocked navigation asks; "Stay" is first so Enter and Escape both keep the learner's work. */
export function LeaveWarningDialog({
  blocker,
  title,
  body,
  stayLabel,
  leaveLabel,
  onLeave,
}: LeaveWarningDialogProps) {
  return (
    <LazyModal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={title}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text>{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {stayLabel}
          </Button>
          <Button
            color="red"
            onClick={() => {
              onLeave?.();
              blocker.proceed?.();
            }}
          >
            {leaveLabel}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
