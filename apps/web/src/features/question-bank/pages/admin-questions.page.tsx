import {
  ADMIN_PAGE_SIZES,
  questionStatusFilterSchema,
  type AdminPageSize,
  type AdminQuestion,
} from '@mathwise/api-contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminQuestions } from '../api/use-admin-questions.query';
import { AdminNav } from '../components/admin-nav.component';
import { QuestionFiltersBar } from '../components/question-filters.component';
import {
  changeFilter,
  EMPTY_FILTERS,
  readPathFilters,
  toPathIds,
  type FilterName,
} from '../question-filters';
import { readStoredPage, readStoredPageSize, storePage, storePageSize } from '../table-session';
import { formatDate } from '../../../ui/dates';
import { MathText } from '../../../ui/math-text.component';

const SEARCH_DEBOUNCE_MS = 300;

function describeOptions(question: AdminQuestion): string {
  return (question.question_options ?? []).map((option) => option.label).join(', ');
}

/**
 * A cell's text with its TeX, under its own Suspense boundary: while KaTeX loads the cell shows the raw text, instead of
 * the route's fallback replacing the page (and taking focus from the filter just chosen).
 */
function CellMathText({ text }: { text: string }) {
  return (
    <Suspense fallback={text}>
      <MathText text={text} />
    </Suspense>
  );
}

/**
 * The edit column stays on screen while the table scrolls sideways: on a phone it was the seventh column of a 900 px
 * table, out of reach behind the titles.
 */
const STICKY_EDIT_COLUMN = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
} as const;

/** /admin-portal/questions/:courseId?/:subjectId?/:topicId?/:skillId? (spec 3 §2 Admin question table). */
export function AdminQuestionsPage() {
  const { t } = useTranslation('question-bank');
  usePageTitle(t('table.pageTitle'));
  const navigate = useNavigate();
  const pathFilters = readPathFilters(useParams());
  const [status, setStatus] = useState(EMPTY_FILTERS.status);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPageState] = useState(readStoredPage);
  const [pageSize, setPageSizeState] = useState<AdminPageSize>(readStoredPageSize);
  const filters = { status, ...pathFilters };

  const setPage = (next: number) => {
    setPageState(next);
    storePage(next);
  };
  const questions = useAdminQuestions({
    page,
    page_size: pageSize,
    status,
    search: debouncedSearch,
    ...pathFilters,
  });

  const onFilterChange = (name: FilterName, value: string | null) => {
    const next =
      name === 'status'
        ? changeFilter(filters, 'status', questionStatusFilterSchema.catch('all').parse(value))
        : changeFilter(filters, name, value ? Number(value) : undefined);
    setStatus(next.status);
    setPage(1);
    void navigate(paths.adminQuestions.build(...toPathIds(next)));
  };
  const resetFilters = () => {
    setStatus(EMPTY_FILTERS.status);
    setSearch('');
    setPage(1);
    void navigate(paths.adminQuestions.build());
  };

  const total = questions.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AdminNav />
        <Group justify="space-between" align="center">
          <Title order={1}>{t('table.title')}</Title>
          <Button
            component={Link}
            to={paths.addQuestion.build()}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('table.addNew')}
          </Button>
        </Group>
        <TextInput
          label={t('table.search')}
          placeholder={t('table.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={420}
          type="search"
        />
        <QuestionFiltersBar
          filters={filters}
          options={questions.data?.filter_options}
          onChange={onFilterChange}
          onReset={resetFilters}
        />
        {questions.isError && (
          <Alert color="red" role="alert" title={t('table.loadFailed')}>
            {questions.error.message}
          </Alert>
        )}
        <Text aria-live="polite">
          {questions.isPending ? (
            <Group gap="xs" component="span">
              <Loader size="xs" aria-hidden="true" />
              {t('table.loading')}
            </Group>
          ) : (
            t('table.total', { count: total })
          )}
        </Text>
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-busy={questions.isFetching}>
            <Table.Caption>
              <VisuallyHidden>{t('table.caption')}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('table.id')}</Table.Th>
                <Table.Th scope="col">{t('table.questionTitle')}</Table.Th>
                <Table.Th scope="col">{t('table.description')}</Table.Th>
                <Table.Th scope="col">{t('table.answer')}</Table.Th>
                <Table.Th scope="col">{t('table.questionOptions')}</Table.Th>
                <Table.Th scope="col">{t('table.difficultLevel')}</Table.Th>
                <Table.Th scope="col" style={STICKY_EDIT_COLUMN}>
                  {t('table.edit')}
                </Table.Th>
                <Table.Th scope="col">{t('table.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {questions.data?.questions.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={8}>{t('table.noQuestions')}</Table.Td>
                </Table.Tr>
              )}
              {questions.data?.questions.map((question) => (
                <Table.Tr key={question.id}>
                  <Table.Td>{question.id}</Table.Td>
                  {/* As the learner sees them (KaTeX for $…$); everything else stays plain React text, never run. */}
                  <Table.Td maw={320}>
                    <CellMathText text={question.title} />
                  </Table.Td>
                  <Table.Td maw={280}>
                    {question.description && <CellMathText text={question.description} />}
                  </Table.Td>
                  <Table.Td>{question.answer}</Table.Td>
                  <Table.Td maw={240}>{describeOptions(question)}</Table.Td>
                  <Table.Td>{question.difficult_level}</Table.Td>
                  <Table.Td style={STICKY_EDIT_COLUMN}>
                    <Anchor
                      component={Link}
                      to={paths.editQuestion.build(question.id)}
                      aria-label={t('table.editQuestion', { id: question.id })}
                    >
                      <IconPencil size={18} aria-hidden="true" />
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {question.updated_at ? (
                      <Badge color="green" variant="light">
                        {t('table.updatedOn', { date: formatDate(question.updated_at) })}
                      </Badge>
                    ) : (
                      <VisuallyHidden>{t('table.notUpdated')}</VisuallyHidden>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Select
            label={t('table.pageSize')}
            data={ADMIN_PAGE_SIZES.map((size) => String(size))}
            value={String(pageSize)}
            onChange={(value) => {
              const size = ADMIN_PAGE_SIZES.find((allowed) => String(allowed) === value);
              if (!size) return;
              setPageSizeState(size);
              storePageSize(size);
              setPage(1);
            }}
            allowDeselect={false}
            w={140}
          />
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={setPage}
            aria-label={t('table.pagination')}
            withEdges
            // The arrow buttons have no text of their own (WCAG 4.1.2).
            getControlProps={(control) => ({ 'aria-label': t(`table.pageControls.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('table.pageNumber', { page: item }) })}
          />
        </Group>
      </Stack>
    </Container>
  );
}
