import {
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import {
  CONTACT_ROLES,
  contactSchema,
  TEXT_MAX_CHARS,
  type ContactFormValues,
  type ContactRequest,
} from '@mathwise/api-contract';
import { IconCircleCheck, IconClock, IconMail } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { TimedAlert, type AlertMessage } from '../../../ui/timed-alert.component';
import { useSendContactMessage } from '../api/use-contact.mutation';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';

const EMPTY_FORM: ContactFormValues = {
  role: '' as ContactFormValues['role'],
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  message: '',
};

/** `/contact-us` (spec 1 §2): the contact form, then a thank-you screen; failures show the server's words for 5 s. */
export function ContactUsPage() {
  const { t } = useTranslation('site');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('contact.pageTitle'));
  const sendMessage = useSendContactMessage();
  const [isSent, setIsSent] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const hideAlert = useCallback(() => setAlert(null), []);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_FORM,
    validate: schemaResolver(contactSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  // Move focus to the confirmation so keyboard and screen-reader users land on it. An effect, not a timer after
  // setIsSent, so the heading is certain to be in the document when it is focused.
  useEffect(() => {
    if (isSent) thankYouRef.current?.focus();
  }, [isSent]);

  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();

  const submit = form.onSubmit((values) => {
    setAlert(null);
    sendMessage.mutate(contactSchema.parse(values) satisfies ContactRequest, {
      onSuccess: () => {
        setIsSent(true);
        form.reset();
      },
      onError: (error) => {
        setAlert(
          isApiRequestError(error)
            ? { title: error.title, body: error.body }
            : { title: t('contact.failedTitle'), body: t('contact.failedBody') },
        );
      },
    });
  }, focusFirstInvalidField);

  return (
    <Container size="lg" py={{ base: 40, md: 64 }}>
      <Grid gap={{ base: 'xl', md: 64 }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Title order={1}>{t('contact.title')}</Title>
            <Text size="lg">{t('contact.intro')}</Text>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="xl" aria-hidden="true">
                <IconClock size={22} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t('contact.responseTitle')}</Text>
                <Text>{t('contact.responseBody')}</Text>
              </div>
            </Group>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="xl" aria-hidden="true">
                <IconMail size={22} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t('contact.faqTitle')}</Text>
                <Text>
                  {t('contact.faqBody')}{' '}
                  <Anchor component={Link} to={paths.faq.build()}>
                    {t('contact.faqLink')}
                  </Anchor>
                </Text>
              </div>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            {isSent ? (
              <Stack gap="md" align="center" ta="center" py="xl">
                <ThemeIcon color="green" variant="light" size={64} radius="xl" aria-hidden="true">
                  <IconCircleCheck size={36} />
                </ThemeIcon>
                <Title order={2} ref={thankYouRef} tabIndex={-1}>
                  {t('contact.thankYouTitle')}
                </Title>
                <Text size="lg">{t('contact.thankYouBody')}</Text>
                <Group justify="center">
                  <Button component={Link} to={paths.home.build()}>
                    {t('contact.backHome')}
                  </Button>
                  <Button variant="outline" onClick={() => setIsSent(false)}>
                    {t('contact.sendAnother')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <form ref={formRef} onSubmit={submit} noValidate>
                <Stack gap="md">
                  <TimedAlert message={alert} tone="error" onHide={hideAlert} closeLabel={tCommon('close')} />
                  <Radio.Group label={t('contact.role')} withAsterisk {...form.getInputProps('role')}>
                    <Group mt="xs" gap="lg">
                      {CONTACT_ROLES.map((role) => (
                        <Radio key={role} value={role} label={t(`contact.roles.${role}`)} />
                      ))}
                    </Group>
                  </Radio.Group>
                  <Grid gap="md">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={t('contact.firstName')}
                        withAsterisk
                        autoComplete="given-name"
                        {...form.getInputProps('first_name')}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={t('contact.lastName')}
                        withAsterisk
                        autoComplete="family-name"
                        {...form.getInputProps('last_name')}
                      />
                    </Grid.Col>
                  </Grid>
                  <TextInput
                    label={t('contact.email')}
                    type="email"
                    withAsterisk
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    label={t('contact.phone')}
                    description={t('contact.phoneHint')}
                    type="tel"
                    autoComplete="tel"
                    {...form.getInputProps('phone')}
                  />
                  <Textarea
                    label={t('contact.message')}
                    withAsterisk
                    autosize
                    minRows={5}
                    maxRows={12}
                    description={t('contact.messageHint', {
                      count: form.values.message.length,
                      max: TEXT_MAX_CHARS,
                    })}
                    {...form.getInputProps('message')}
                  />
                  <Group justify="flex-end">
                    <Button type="submit" size="md" loading={sendMessage.isPending}>
                      {t('contact.send')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
