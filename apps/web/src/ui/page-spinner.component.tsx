import { Center, Loader, VisuallyHidden } from '@mantine/core';

interface PageSpinnerProps {
  /** Announced to screen readers, e.g. "Loading". */
  label: string;
  /** Inside a section rather than in place of a whole page. */
  isInline?: boolean;
}

/** A centred spinner for a page or section that is waiting for data. */
export function PageSpinner({ label, isInline = false }: PageSpinnerProps) {
  return (
    <Center mih={isInline ? 64 : '40vh'} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
