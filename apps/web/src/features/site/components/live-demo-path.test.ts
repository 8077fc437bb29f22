import { describe, expect, it } from 'vitest';
import { buildLiveDemoPath } from './live-demo-path';

describe('buildLiveDemoPath', () => {
  it('opens step 1 of a topic from 1 to 5 (spec 1 §9)', () => {
    expect(buildLiveDemoPath(() => 0)).toBe('/diagnostic-demo/1/1');
    expect(buildLiveDemoPath(() => 0.5)).toBe('/diagnostic-demo/3/1');
    expect(buildLiveDemoPath(() => 0.999999)).toBe('/diagnostic-demo/5/1');
  });
});
