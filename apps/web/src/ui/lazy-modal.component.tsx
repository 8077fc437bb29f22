import { Modal, type ModalProps } from '@mantine/core';
import { useMountOnFirstOpen } from './use-mount-on-first-open';

/**
 * Mantine's Modal, rendered only from the first time it opens (useMountOnFirstOpen): a dialog a page rarely shows costs
 * its hydration nothing, and behaves as the Modal does once shown.
 */
export function LazyModal({ opened, ...props }: ModalProps) {
  const { isMounted, isOpened } = useMountOnFirstOpen(opened);
  if (!isMounted) return null;
  return <Modal {...props} opened={isOpened} />;
}
