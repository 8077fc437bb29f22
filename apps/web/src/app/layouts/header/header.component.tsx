import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMathSymbols } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '../../../features/billing/api/use-subscription.query';
import { AppLink, AppNavLink, useAppPathname } from '../../../ui/app-link';
import { useAuth } from '../../../lib/auth/auth-context';
import { getAuthUser } from '../../../lib/auth/auth-state';
import { paths } from '../../../lib/paths';
import classes from './header.module.css';
import { selectHeaderItems, type HeaderAction, type ProfileItemId } from './header-items';

// Both are code-split: the profile menu only exists for signed-in users and the side menu only once it is opened,
// and together they carry the overlay and positioning code the anonymous landing page never needs.
const ProfileMenu = lazy(async () => ({ default: (await import('./profile-menu.component')).ProfileMenu }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.component')).MobileMenu }));

const MOBILE_MENU_ID = 'mobile-menu';

/** The site header of spec 1 §2: logo, top links, role actions, profile dropdown, and the mobile side menu. */
export function Header() {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const subscription = useSubscription();
  const pathname = useAppPathname();
  const [isMenuOpen, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const [hasMenuOpened, setHasMenuOpened] = useState(false);
  const items = selectHeaderItems(auth.status, subscription.status);
  const user = getAuthUser(auth);
  const displayName = user?.nickname ?? user?.name ?? '';

  // A page reached some other way (back button, redirect) must not open under a still-open side menu.
  useEffect(() => {
    closeMenu();
  }, [pathname, closeMenu]);

  const actionLabel = (entry: HeaderAction) =>
    entry.id === 'greeting'
      ? t('header.items.greeting', { nickname: displayName })
      : t(`header.items.${entry.id}`);
  const profileLabel = (id: ProfileItemId) =>
    id === 'logout' ? t('header.profileItems.logout') : t(`header.items.${id}`);

  const learnerOwn = items.actions.map((entry) => ({
    id: entry.id,
    to: entry.to,
    label: actionLabel(entry),
  }));
  const isLearnerMenu = items.actions.some((entry) => entry.id === 'practice' || entry.id === 'myProgress');

  const handleBurgerClick = () => {
    setHasMenuOpened(true);
    toggleMenu();
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg">
        <Group className={classes.bar} justify="space-between" wrap="nowrap">
          <AppLink to={paths.home.build()} className={classes.logo} aria-label={t('header.homeLabel')}>
            <IconMathSymbols size={28} aria-hidden="true" />
            <span aria-hidden="true">{t('productName')}</span>
          </AppLink>

          {items.topLinks.length > 0 && (
            <Group component="nav" aria-label={t('header.primaryNavigation')} gap={4} visibleFrom="md">
              {items.topLinks.map((link) => (
                <AppNavLink key={link.id} to={link.to} className={classes.topLink}>
                  {t(`header.items.${link.id}`)}
                </AppNavLink>
              ))}
            </Group>
          )}

          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            {items.actions.map((entry) => (
              <Button
                key={entry.id}
                component={AppLink}
                to={entry.to}
                variant={entry.isPrimary ? 'filled' : 'subtle'}
              >
                {actionLabel(entry)}
              </Button>
            ))}
            {items.profileMenu.length > 0 && (
              <Suspense fallback={null}>
                <ProfileMenu
                  imageUrl={user?.image ?? null}
                  displayName={displayName}
                  entries={items.profileMenu}
                  labelFor={profileLabel}
                />
              </Suspense>
            )}
          </Group>

          <Burger
            hiddenFrom="md"
            opened={isMenuOpen}
            onClick={handleBurgerClick}
            aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </Container>

      {hasMenuOpened && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            isOpen={isMenuOpen}
            onClose={closeMenu}
            entries={[
              // A signed-in learner comes for Practice and My Progress: on a phone they lead the menu, and the
              // site's links (where spec 1 puts them on a wide screen) follow (issue 21).
              ...(isLearnerMenu ? learnerOwn : []),
              ...items.topLinks.map((link) => ({
                id: link.id,
                to: link.to,
                label: t(`header.items.${link.id}`),
              })),
              ...(isLearnerMenu ? [] : learnerOwn),
              ...items.profileMenu.map((entry) => ({
                id: `profile-${entry.id}`,
                to: entry.to,
                label: profileLabel(entry.id),
              })),
            ]}
          />
        </Suspense>
      )}
    </Box>
  );
}
