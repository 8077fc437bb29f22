import { Avatar, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import type { HeaderEntry, ProfileItemId } from './header-items';

export interface ProfileMenuProps {
  imageUrl: string | null;
  displayName: string;
  entries: HeaderEntry<ProfileItemId>[];
  labelFor: (id: ProfileItemId) => string;
}

/**
 * The profile dropdown. Mantine Menu gives the keyboard behaviour spec 1 §2 asks for: arrow keys move through the
 * items, Escape closes and focus returns to the trigger. Loaded on demand (signed-in users only), which keeps the
 * floating-ui positioning code out of the anonymous landing page's entry chunk.
 */
export function ProfileMenu({ imageUrl, displayName, entries, labelFor }: ProfileMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.profileMenu', { name: displayName })}>
          <Group gap={6} wrap="nowrap">
            <Avatar src={imageUrl} alt="" radius="xl" size="md" color="brand">
              {displayName.slice(0, 1).toUpperCase()}
            </Avatar>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) => (
          <Menu.Item key={entry.id} component={AppLink} to={entry.to}>
            {labelFor(entry.id)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
