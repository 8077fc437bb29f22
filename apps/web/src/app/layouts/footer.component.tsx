import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import { useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { FooterNewsletterSlot } from '../../features/site/components/footer-newsletter-slot.component';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';
import { isNewsletterVisible } from './footer-visibility';

type SocialId = 'facebook' | 'instagram' | 'youtube' | 'x';

// The product's public social accounts; one list so the footer and any later "share" feature agree.
const SOCIAL_LINKS: {
  id: SocialId;
  href: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}[] = [
  { id: 'facebook', href: 'https://www.facebook.com/mathwise', Icon: IconBrandFacebook },
  { id: 'instagram', href: 'https://www.instagram.com/mathwise', Icon: IconBrandInstagram },
  { id: 'youtube', href: 'https://www.youtube.com/@mathwise', Icon: IconBrandYoutube },
  { id: 'x', href: 'https://x.com/mathwise', Icon: IconBrandX },
];

const FOOTER_LINKS = [
  { id: 'product', to: paths.product.build() },
  { id: 'curriculum', to: paths.curriculum.build() },
  { id: 'pricing', to: paths.pricing.build() },
] as const;

interface FooterProps {
  /** Layouts for signed-in areas hide the newsletter form even before identity is known. */
  isNewsletterHidden?: boolean;
}

const yearNeverChangesMidVisit = () => () => undefined;

/**
 * The current year, except while hydrating the prerendered landing page: that HTML carries its build's year, and a
 * first render that differed would make React discard the page and draw it again. The year follows right after.
 */
function useCopyrightYear(): number {
  return useSyncExternalStore(
    yearNeverChangesMidVisit,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function Footer({ isNewsletterHidden = false }: FooterProps) {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const year = useCopyrightYear();

  return (
    <Box
      component="footer"
      bg="gray.0"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        {isNewsletterVisible(auth.status, isNewsletterHidden) && <FooterNewsletterSlot />}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} size="lg" c="brand.7">
              {t('productName')}
            </Text>
            <Text size="sm">{t('footer.tagline')}</Text>
          </Stack>
          <Stack gap="xs" component="nav" aria-label={t('footer.navigation')}>
            <Title order={2} size="h5">
              {t('footer.linksHeading')}
            </Title>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.id} component={AppLink} to={link.to} c="gray.9">
                {t(`header.items.${link.id}`)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('footer.socialHeading')}
            </Title>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ id, href, Icon }) => (
                <ActionIcon
                  key={id}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray.9"
                  size="lg"
                  aria-label={t(`footer.social.${id}`)}
                >
                  <Icon size={22} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Text size="sm" mt="xl">
          {t('footer.copyright', { year })}
        </Text>
      </Container>
    </Box>
  );
}
