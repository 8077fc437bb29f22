import { DIFFICULTY_LEVEL_MAX, DIFFICULTY_LEVEL_MIN, TEXT_MAX_CHARS } from '@mathwise/api-contract';
import {
  ActionIcon,
  Button,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertMessage } from '../../../ui/timed-alert.component';
import { useFocusAfterBusy } from '../../../ui/use-focus-after-busy';
import { useQuestionFilterOptions } from '../api/use-admin-questions.query';
import {
  changePlace,
  filledHints,
  listPlaceChoices,
  PLACE_FIELDS,
  toPreviewQuestion,
  toRequestInput,
  type PlaceField,
  type QuestionFormValues,
} from '../question-form-values';
import { QuestionImageField } from './question-image-field.component';
import { QuestionPreview } from './question-preview.component';
import { useFocusFirstInvalidField } from '../../../ui/use-focus-first-invalid-field';
import type { StandardSchema } from '../../../ui/field-schemas';

interface QuestionFormProps {
  mode: 'add' | 'edit';
  initialValues: QuestionFormValues;
  /** addQuestionSchema or updateQuestionSchema: the server's own rules and messages. */
  schema: StandardSchema;
  isSaving: boolean;
  onSubmit: (request: Record<string, unknown>, values: QuestionFormValues, reset: () => void) => void;
  onNotice: (notice: { tone: 'success' | 'error'; message: AlertMessage }) => void;
  /** The Back link on edit. */
  secondaryAction?: ReactNode;
}

const LEVEL_CHOICES = Array.from({ length: DIFFICULTY_LEVEL_MAX - DIFFICULTY_LEVEL_MIN + 1 }, (_, index) =>
  String(DIFFICULTY_LEVEL_MIN + index),
);

/** The add and edit forms (spec 3 §2): every field with the spec's rules, and the live preview beside them. */
export function QuestionForm({
  mode,
  initialValues,
  schema,
  isSaving,
  onSubmit,
  onNotice,
  secondaryAction,
}: QuestionFormProps) {
  const { t } = useTranslation('question-bank');
  const filterOptions = useQuestionFilterOptions();
  const validateRequest = schemaResolver(schema, { sync: true });
  const form = useForm<QuestionFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateRequest(toRequestInput(values)),
    validateInputOnBlur: true,
  });
  const choices = listPlaceChoices(filterOptions.data, form.values);
  const placeLabels: Record<PlaceField, string> = {
    course_id: t('form.course'),
    subject_id: t('form.subject'),
    topic_id: t('form.topic'),
    skill_id: t('form.skill'),
    task_id: t('form.task'),
  };

  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(isSaving, submitRef);

  const { formRef, focusFirstInvalidField } = useFocusFirstInvalidField();

  const submit = form.onSubmit(
    (values) => onSubmit(toRequestInput(values), values, () => form.reset()),
    focusFirstInvalidField,
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <Textarea
              label={t('form.title')}
              withAsterisk
              autosize
              minRows={1}
              maxLength={TEXT_MAX_CHARS + 1}
              {...form.getInputProps('title')}
            />
            <TextInput
              label={t('form.answer')}
              description={t('form.answerHint')}
              withAsterisk
              {...form.getInputProps('answer')}
            />
            <Fieldset legend={t('form.options')}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('form.optionsHint')}
                </Text>
                {form.values.question_options.map((_option, index) => (
                  <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
                    <TextInput
                      label={t('form.optionLabel', { number: index + 1 })}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`question_options.${index}.label`)}
                    />
                    <TextInput
                      label={t('form.optionValue', { number: index + 1 })}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`question_options.${index}.value`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={26}
                      size="lg"
                      aria-label={t('form.removeOption', { number: index + 1 })}
                      onClick={() => form.removeListItem('question_options', index)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ))}
                <div>
                  <Button
                    variant="light"
                    size="compact-md"
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    onClick={() => form.insertListItem('question_options', { label: '', value: '' })}
                  >
                    {t('form.addOption')}
                  </Button>
                </div>
              </Stack>
            </Fieldset>
            <QuestionImageField
              form={mode}
              imageUrl={form.values.image_url}
              onChange={(imageUrl) => form.setFieldValue('image_url', imageUrl)}
              onNotice={onNotice}
            />
            <Textarea
              label={t('form.description')}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <Textarea
              label={t('form.explanation')}
              description={t('form.explanationHelp')}
              autosize
              minRows={3}
              {...form.getInputProps('explanation')}
            />
            <Fieldset legend={t('form.hints')} variant="unstyled">
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('form.hintsHelp')}
                </Text>
                {form.values.hints.map((_hint, index) => (
                  <TextInput
                    key={`hint-${index}`}
                    label={t('form.hintNumber', { number: index + 1 })}
                    {...form.getInputProps(`hints.${index}`)}
                  />
                ))}
              </Stack>
            </Fieldset>
            <Group grow align="flex-start">
              <NumberInput
                label={t('form.points')}
                withAsterisk
                min={1}
                allowDecimal={false}
                {...form.getInputProps('points')}
              />
              <Select
                label={t('form.difficultLevel')}
                withAsterisk
                data={LEVEL_CHOICES}
                allowDeselect={false}
                {...form.getInputProps('difficult_level')}
              />
            </Group>
            <Fieldset legend={t('form.placeLegend')}>
              <Stack gap="sm">
                {PLACE_FIELDS.map((field) => {
                  const input = form.getInputProps(field);
                  return (
                    <Select
                      key={field}
                      label={placeLabels[field]}
                      withAsterisk={mode === 'add'}
                      placeholder={t('form.choose')}
                      data={choices[field]}
                      searchable
                      value={form.values[field] === '' ? null : form.values[field]}
                      error={input.error as ReactNode}
                      onBlur={input.onBlur as () => void}
                      onChange={(value) => form.setValues(changePlace(form.values, field, value ?? ''))}
                    />
                  );
                })}
              </Stack>
            </Fieldset>
            <Group justify="flex-end">
              {secondaryAction}
              <Button ref={submitRef} type="submit" loading={isSaving}>
                {mode === 'add' ? t('form.add') : t('form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <QuestionPreview
          question={toPreviewQuestion(form.values, t('preview.emptyTitle'))}
          answerKey={form.values.answer}
          explanation={form.values.explanation}
          hints={filledHints(form.values)}
        />
      </Grid.Col>
    </Grid>
  );
}
