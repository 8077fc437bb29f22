import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page (WCAG 2.4.2), e.g. "Choose your plan | Mathwise". */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t('pageTitle', { title }));
}
