import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../ui/page-spinner.component';
import { MAIN_CONTENT_ID } from '../main-content';
import { Footer } from './footer.component';
import { Header } from './header/header.component';

/** A keyboard user's first Tab stop: jumps past the header to the page (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}

interface SiteShellProps {
  isNewsletterHidden: boolean;
  children: ReactNode;
}

/** Header, main landmark and footer shared by the public, parent and learner layouts. */
export function SiteShell({ isNewsletterHidden, children }: SiteShellProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      {/* At least a screen tall, so the footer starts below the fold: the page's chunk, strings and data arrive
          after the shell has painted, and a footer in view would jump as they grow or shrink the page (it was
          the whole of the layout shift Lighthouse measured on the landing, practice and progress pages). */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100vh" style={{ flex: 1 }}>
        {/* Feature strings load with the page; wait for them here rather than blanking the whole shell. */}
        <Suspense fallback={<PageSpinner label={t('loading')} />}>{children}</Suspense>
      </Box>
      <Footer isNewsletterHidden={isNewsletterHidden} />
    </Box>
  );
}
