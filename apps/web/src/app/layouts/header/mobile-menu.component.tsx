import { Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppNavLink } from '../../../ui/app-link';

export interface MobileMenuEntry {
  id: string;
  to: string;
  label: string;
}

export interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  entries: MobileMenuEntry[];
}

/**
 * The side menu for narrow screens: the same entries as the desktop header, in one list. Mantine Drawer traps focus
 * while open, closes on Escape and returns focus to the burger. Loaded the first time it opens.
 */
export function MobileMenu({ id, isOpen, onClose, entries }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      opened={isOpen}
      onClose={onClose}
      title={t('header.mobileMenuTitle')}
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <Stack component="nav" aria-label={t('header.primaryNavigation')} gap={2}>
        {entries.map((entry) => (
          <NavLink
            key={entry.id}
            component={AppNavLink}
            to={entry.to}
            label={entry.label}
            onClick={onClose}
          />
        ))}
      </Stack>
    </Drawer>
  );
}
