import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMathRenderer } from './src/ui/math-text.component';

// KaTeX loads apart from the pages in the browser; here it is loaded once up front, so text with TeX renders at once
// and tests read it as they would any text (math-text.component.test.tsx covers the wait itself).
await loadMathRenderer();

afterEach(() => {
  cleanup();
});
