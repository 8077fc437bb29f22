import type { UserType } from '@mathwise/api-contract';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconKey } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProviderId } from '../../../lib/paths';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useAuthProviders } from '../api/use-auth-providers.query';
import { startSocialSignIn, toAlertMessage } from '../auth-actions';

const PROVIDER_ICONS: Record<SocialProviderId, ReactNode> = {
  google: <IconBrandGoogle size={18} aria-hidden="true" />,
  facebook: <IconBrandFacebook size={18} aria-hidden="true" />,
  oidc: <IconKey size={18} aria-hidden="true" />,
};

interface SocialSignInButtonsProps {
  onError: (message: AlertMessage) => void;
  /** On the sign-up screen: the account type a first social sign-in creates. */
  userType?: UserType;
}

/** One button per social sign-in the server has configured; nothing at all when none is. */
export function SocialSignInButtons({ onError, userType }: SocialSignInButtonsProps) {
  const { t } = useTranslation('accounts');
  const { data: providers = [] } = useAuthProviders();
  const [startingProvider, setStartingProvider] = useState<SocialProviderId | null>(null);

  if (providers.length === 0) return null;

  const handleClick = async (provider: SocialProviderId) => {
    setStartingProvider(provider);
    const { error } = await startSocialSignIn(provider, userType);
    // On success the browser is already leaving for the provider; only a failure comes back here.
    if (error) {
      setStartingProvider(null);
      onError(toAlertMessage(error, { title: t('social.failedTitle'), body: t('social.failedBody') }));
    }
  };

  return (
    <Stack gap="sm">
      <Divider label={t('social.heading')} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="default"
          leftSection={PROVIDER_ICONS[provider]}
          loading={startingProvider === provider}
          disabled={startingProvider !== null && startingProvider !== provider}
          onClick={() => void handleClick(provider)}
        >
          {t(`social.${provider}`)}
        </Button>
      ))}
    </Stack>
  );
}
