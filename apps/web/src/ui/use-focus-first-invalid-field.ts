import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A form's messages show under their fields, and nothing announces them: a keyboard or screen-reader user who pressed
 * Save stays on Save and never learns what went wrong (WCAG 3.3.1, 2.4.3). Call the returned function when a submit
 * fails, from the validation-failure callback or after setting a server's message on a field: once that render has
 * marked the fields, focus moves to the first field in error in the form's own order, and a screen reader reads
 * its label, state and message (the field's aria-describedby).
 */
export function useFocusFirstInvalidField(): {
  formRef: RefObject<HTMLFormElement | null>;
  focusFirstInvalidField: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  // A counter, not a flag: two failed submits in a row must each move focus, even with the same field in error.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);
  return { formRef, focusFirstInvalidField: () => setFailedSubmits((count) => count + 1) };
}
