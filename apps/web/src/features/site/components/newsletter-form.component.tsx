import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { newsletterSchema, type NewsletterRequest } from '@mathwise/api-contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api-client';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useAddNewsletterEmail } from '../api/use-newsletter.mutation';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

/**
 * The footer's newsletter sign-up (spec 1 §2, §5, §8): the spec's e-mail rules before any call, then the server's
 * answer in an alert that hides after 5 s. A refused address also shows the server's reason on the field.
 */
export function NewsletterForm() {
  const { t } = useTranslation('site');
  const { t: tCommon } = useTranslation();
  const addEmail = useAddNewsletterEmail();
  const [notice, setNotice] = useState<{ message: AlertMessage; tone: 'success' | 'error' } | null>(null);
  const hideNotice = useCallback(() => setNotice(null), []);
  const form = useForm<NewsletterRequest>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(newsletterSchema, { sync: true }),
  });

  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();

  const submit = form.onSubmit((values) => {
    setNotice(null);
    addEmail.mutate(newsletterSchema.parse(values), {
      onSuccess: (answer) => {
        setNotice({ message: answer, tone: 'success' });
        form.reset();
      },
      onError: (error) => {
        const message = isApiRequestError(error)
          ? { title: error.title, body: error.body }
          : { title: t('newsletter.failedTitle'), body: t('newsletter.failedBody') };
        if (isApiRequestError(error) && error.status === 400) {
          form.setFieldError('email', error.body);
          focusFirstInvalidField();
        }
        setNotice({ message, tone: 'error' });
      },
    });
  }, focusFirstInvalidField);

  return (
    <Stack gap="sm" component="section" aria-labelledby="newsletter-title" mb="xl">
      <Title order={2} size="h4" id="newsletter-title">
        {t('newsletter.title')}
      </Title>
      <Text size="sm">{t('newsletter.body')}</Text>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('newsletter.emailLabel')}
            placeholder={t('newsletter.emailPlaceholder')}
            type="email"
            autoComplete="email"
            style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={addEmail.isPending}>
            {t('newsletter.subscribe')}
          </Button>
        </Group>
      </form>
      <TimedAlert
        message={notice?.message ?? null}
        tone={notice?.tone ?? 'success'}
        onHide={hideNotice}
        closeLabel={tCommon('close')}
      />
    </Stack>
  );
}
