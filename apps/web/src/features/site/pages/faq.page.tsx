import {
  Accordion,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FAQ_CATEGORIES, type FaqCategory, type FaqQuestion } from '@mathwise/api-contract';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  FAQ_QUESTIONS,
  filterFaqQuestions,
  findCategoryBySlug,
  toCategorySlug,
  toQuestionAnchor,
} from '../faq/faq-catalogue';

function QuestionList({ questions, openAnchor }: { questions: FaqQuestion[]; openAnchor?: string }) {
  return (
    <Accordion
      variant="separated"
      radius="md"
      multiple
      defaultValue={openAnchor ? [openAnchor] : []}
      chevronPosition="right"
    >
      {questions.map((question) => {
        const anchor = toQuestionAnchor(question);
        return (
          <Accordion.Item key={anchor} value={anchor} id={anchor}>
            <Accordion.Control>
              <Text fw={600} component="span">
                {question.label}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text>{question.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('site');
  return (
    <TextInput
      type="search"
      size="lg"
      radius="xl"
      label={t('faq.searchLabel')}
      placeholder={t('faq.searchPlaceholder')}
      leftSection={<IconSearch size={20} aria-hidden="true" />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w="100%"
      maw={640}
    />
  );
}

function ContactPrompt() {
  const { t } = useTranslation('site');
  return (
    <Paper withBorder radius="lg" p="xl" ta="center" bg="brand.0">
      <Stack gap="sm" align="center">
        <Title order={2} size="h3">
          {t('faq.contactTitle')}
        </Title>
        <Text>{t('faq.contactBody')}</Text>
        <Button component={Link} to={paths.contactUs.build()} size="md">
          {t('faq.contactUs')}
        </Button>
      </Stack>
    </Paper>
  );
}

function ResultCount({ count }: { count: number }) {
  const { t } = useTranslation('site');
  return (
    <Text role="status" fw={500}>
      {count === 0 ? t('faq.noResults') : t('faq.resultCount', { count })}
    </Text>
  );
}

/** `/faq` and `/faq/:category` (spec 1 §2): search, category columns, expandable answers, Contact Us. */
export function FaqPage() {
  const { category: slug } = useParams();
  const category = findCategoryBySlug(slug);
  if (slug !== undefined) return <FaqCategoryView category={category} />;
  return <FaqHome />;
}

function FaqHome() {
  const { t } = useTranslation('site');
  usePageTitle(t('faq.pageTitle'));
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const isSearching = deferredQuery.trim() !== '';
  const results = filterFaqQuestions(FAQ_QUESTIONS, deferredQuery);

  return (
    <>
      <Box bg="brand.0" py={{ base: 40, md: 56 }}>
        <Container size="md">
          <Stack gap="md" align="center" ta="center">
            <Title order={1}>{t('faq.title')}</Title>
            <Text size="lg">{t('faq.intro')}</Text>
            <SearchBox value={query} onChange={setQuery} />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          {isSearching ? (
            <Stack gap="md">
              <ResultCount count={results.length} />
              <QuestionList questions={results} />
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="lg">
              {FAQ_CATEGORIES.map((name) => (
                <CategoryColumn key={name} category={name} />
              ))}
            </SimpleGrid>
          )}
          <ContactPrompt />
        </Stack>
      </Container>
    </>
  );
}

function CategoryColumn({ category }: { category: FaqCategory }) {
  const { t } = useTranslation('site');
  const questions = FAQ_QUESTIONS.filter((question) => question.category === category);
  const slug = toCategorySlug(category);
  return (
    <Stack gap="sm" component="section" aria-labelledby={`faq-${slug}`}>
      <Title order={2} size="h4" id={`faq-${slug}`}>
        <Anchor component={Link} to={paths.faq.build(slug)} c="brand.7">
          {t(`faq.categories.${slug}`)}
        </Anchor>
      </Title>
      <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {questions.map((question) => (
          <li key={question.label}>
            <Anchor
              component={Link}
              to={`${paths.faq.build(slug)}#${toQuestionAnchor(question)}`}
              c="gray.9"
              size="sm"
            >
              {question.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function FaqCategoryView({ category }: { category: FaqCategory | undefined }) {
  const { t } = useTranslation('site');
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const title = category ? t(`faq.categories.${toCategorySlug(category)}`) : t('faq.unknownCategory');
  usePageTitle(title);
  const inCategory = FAQ_QUESTIONS.filter((question) => question.category === category);
  const results = filterFaqQuestions(inCategory, deferredQuery);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Box component="nav" aria-label={t('faq.breadcrumb')}>
          <Breadcrumbs>
            <Anchor component={Link} to={paths.faq.build()}>
              {t('faq.title')}
            </Anchor>
            <Text component="span" aria-current="page">
              {title}
            </Text>
          </Breadcrumbs>
        </Box>
        <Title order={1}>{title}</Title>
        {category ? (
          <>
            <SearchBox value={query} onChange={setQuery} />
            {deferredQuery.trim() !== '' && <ResultCount count={results.length} />}
            <QuestionList questions={results} openAnchor={hash.slice(1) || undefined} />
          </>
        ) : (
          <Text>{t('faq.unknownCategoryBody')}</Text>
        )}
        <ContactPrompt />
      </Stack>
    </Container>
  );
}
