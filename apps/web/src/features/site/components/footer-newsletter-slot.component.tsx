import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The form brings the shared schema (and zod) with it; as its own chunk it stays out of every page's first download.
const NewsletterForm = lazy(async () => ({
  default: (await import('./newsletter-form.component')).NewsletterForm,
}));

/**
 * Where the footer's newsletter sign-up (spec 1 §2, POST /api/addNewsLetterEmail) mounts. The footer decides
 * visibility (anonymous visitors only, never in a layout that hides it).
 */
export function FooterNewsletterSlot() {
  return (
    <Suspense fallback={<Box mih={150} mb="xl" />}>
      <NewsletterForm />
    </Suspense>
  );
}
