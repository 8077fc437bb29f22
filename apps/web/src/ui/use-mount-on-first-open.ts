import { useEffect, useState } from 'react';

export interface MountOnFirstOpen {
  /** False until the overlay first has to open: render nothing (no Mantine Modal, so no Portal) until then. */
  isMounted: boolean;
  /** What to pass as `opened`: false in the render that mounts the overlay, then the caller's value. */
  isOpened: boolean;
}

/**
 * Mounts an overlay the first time it opens rather than with its page. A closed Mantine Modal or Drawer still renders
 * its Portal, which creates its node in a layout effect and sets state there, so a page that hydrates with one gets a
 * second, synchronous render of the whole tree right after hydration, in the same long task. Once mounted the overlay
 * stays mounted, so closing plays its exit transition and returns focus as before.
 *
 * The first open mounts the overlay closed and opens it in the next render: Mantine's focus return records the focused
 * element when `opened` changes to true, which a component mounted already open never sees.
 */
export function useMountOnFirstOpen(isOpen: boolean): MountOnFirstOpen {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => {
    if (isOpen && !hasMounted) setHasMounted(true);
  }, [isOpen, hasMounted]);
  return { isMounted: hasMounted || isOpen, isOpened: hasMounted && isOpen };
}
